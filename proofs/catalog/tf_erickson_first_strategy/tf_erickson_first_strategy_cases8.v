(* tf_erickson_first_strategy_cases8: the proofs of Lower's nodes 352 to 409 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s352_c1_moves (b : nat) : rmoves (s352_board 1 (2 + b) 0) = [].
Proof. unfold s352_board. tf_options. Qed.
Lemma s352_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s352_dom 1 (2 + b) 0 y1) (Hm : meas (s352_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s352_board 1 (2 + b) 0)).
Proof.
  unfold s352_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s352_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s352_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s352_c2_moves (b : nat) : rmoves (s352_board 1 (2 + b) 1) = [T :: F :: T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s352_board. tf_options. Qed.
Lemma s352_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 1)]) (s302_board 1 1 (3 + b)) (1) _ (s302_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH 1 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s352_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s352_dom 1 (2 + b) 1 y1) (Hm : meas (s352_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s352_board 1 (2 + b) 1)).
Proof.
  unfold s352_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s352_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s352_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s352_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s352_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s352_c3_moves (b c : nat) : rmoves (s352_board 1 (2 + b) (2 + c)) = [T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s352_board. tf_options. Qed.
Lemma s352_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (3 + b) ++ [E; T; F; E]) []) (s347_board (3 + b)) (0) _ (s347_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s347_board; target_board_eq | strip_offset].
  - unfold s347_form; apply form_int; zlia.
  - intros HT; apply (use347 IH (3 + b) y1); [unfold s347_dom; zlia | unfold lex3; lia].
Qed.
Lemma s352_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s352_board 1 (3 + b) (2 + c)) (0) _ (s352_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH 1 (3 + b) (2 + c) y1); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s352_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s352_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s352_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s352_board 1 (2 + b) (2 + c))).
Proof.
  unfold s352_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s352_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s352_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s352_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s352_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s352_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s352_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s352_c4_moves (a b : nat) : rmoves (s352_board (2 + a) (2 + b) 0) = [].
Proof. unfold s352_board. tf_options. Qed.
Lemma s352_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s352_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s352_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s352_board (2 + a) (2 + b) 0)).
Proof.
  unfold s352_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s352_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s352_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s352_c5_moves (a b : nat) : rmoves (s352_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s352_board. tf_options. Qed.
Lemma s352_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E]) [(1, 1)]) (s302_board (2 + a) 1 (3 + b)) (1) _ (s302_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH (2 + a) 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s352_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s352_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s352_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s352_board (2 + a) (2 + b) 1)).
Proof.
  unfold s352_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s352_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s352_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s352_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s352_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s352_c6_moves (a b c : nat) : rmoves (s352_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s352_board. tf_options. Qed.
Lemma s352_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E]) []) (s348_board (2 + a) (3 + b)) (0) _ (s348_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s348_board; target_board_eq | strip_offset].
  - unfold s348_form; apply form_int; zlia.
  - intros HT; apply (use348 IH (2 + a) (3 + b) y1); [unfold s348_dom; zlia | unfold lex3; lia].
Qed.
Lemma s352_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s352_board (2 + a) (3 + b) (2 + c)) (0) _ (s352_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH (2 + a) (3 + b) (2 + c) y1); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s352_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s352_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s352_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s352_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s352_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s352_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s352_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s352_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s352_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s352_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s352_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s352_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C352 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s352_dom in Hdom.
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
        exact (s352_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s352_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s352_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s352_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s352_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s352_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s353_c1_moves (a : nat) : rmoves (s353_board (2 + a) 0) = [].
Proof. unfold s353_board. tf_options. Qed.
Lemma s353_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s353_dom (2 + a) 0 y1) (Hm : meas (s353_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s353_board (2 + a) 0)).
Proof.
  unfold s353_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s353_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s353_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s353_c2_moves (a : nat) : rmoves (s353_board (2 + a) 1) = [T :: F :: T :: repeat F (3 + a) ++ [T; E; E]].
Proof. unfold s353_board. tf_options. Qed.
Lemma s353_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + a) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + a) ++ [T; E; E])).
Proof.
  apply (answer_form_L _ (s302_board 1 1 (3 + a)) (2) _ (int ((- Z.of_nat y1) + 1)) (s302_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + a)) [(1, 2)]); [strip_eq | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH 1 1 (3 + a) (1 + y1)); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s353_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s353_dom (2 + a) 1 y1) (Hm : meas (s353_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s353_board (2 + a) 1)).
Proof.
  unfold s353_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s353_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s353_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s353_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s353_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s353_c3_moves (a b : nat) : rmoves (s353_board (2 + a) (2 + b)) = [T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s353_board. tf_options. Qed.
Lemma s353_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s349_board 1 (3 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s349_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + a) ++ [T; E; F; E]) []); [strip_eq | unfold s349_board; target_board_eq | strip_offset].
  - unfold s349_form; apply form_int; zlia.
  - intros HT; apply (use349 IH 1 (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s349_dom; zlia | unfold lex3; lia].
Qed.
Lemma s353_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s350_board 1 (3 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s350_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + a) ++ [T; E; F; E]) []); [strip_eq | unfold s350_board; target_board_eq | strip_offset].
  - unfold s350_form; apply form_int; zlia.
  - intros HT; apply (use350 IH 1 (3 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s350_dom; zlia | unfold lex3; lia].
Qed.
Lemma s353_c3_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b) ++ [E]) []) (s353_board (3 + a) (2 + b)) (0) _ (s353_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s353_board; target_board_eq | strip_offset].
  - unfold s353_form; apply form_int; zlia.
  - intros HT; apply (use353 IH (3 + a) (2 + b) y1); [unfold s353_dom; zlia | unfold lex3; lia].
Qed.
Lemma s353_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s353_dom (2 + a) (2 + b) y1) (Hm : meas (s353_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s353_board (2 + a) (2 + b))).
Proof.
  unfold s353_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s353_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s353_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s353_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s353_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s353_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s353_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s353_c3_t1_a3 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s353_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s353_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C353 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s353_dom in Hdom.
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
      exact (s353_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s353_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s353_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s354_c1_moves (a b : nat) : rmoves (s354_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s354_board. tf_options. Qed.
Lemma s354_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_form_L _ (s302_board (2 + a) 1 (3 + b)) (2) _ (int ((- Z.of_nat y1) + 1)) (s302_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b)) [(1, 2)]); [strip_eq | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH (2 + a) 1 (3 + b) (1 + y1)); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s354_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s354_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s354_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s354_board (2 + a) (2 + b) 1)).
Proof.
  unfold s354_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s354_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s354_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s354_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s354_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s354_c2_moves (a b c : nat) : rmoves (s354_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s354_board. tf_options. Qed.
Lemma s354_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s349_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s349_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s349_board; target_board_eq | strip_offset].
  - unfold s349_form; apply form_int; zlia.
  - intros HT; apply (use349 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s349_dom; zlia | unfold lex3; lia].
Qed.
Lemma s354_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s350_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s350_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s350_board; target_board_eq | strip_offset].
  - unfold s350_form; apply form_int; zlia.
  - intros HT; apply (use350 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s350_dom; zlia | unfold lex3; lia].
Qed.
Lemma s354_c2_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s354_board (2 + a) (3 + b) (2 + c)) (0) _ (s354_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s354_board; target_board_eq | strip_offset].
  - unfold s354_form; apply form_int; zlia.
  - intros HT; apply (use354 IH (2 + a) (3 + b) (2 + c) y1); [unfold s354_dom; zlia | unfold lex3; lia].
Qed.
Lemma s354_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s354_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s354_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s354_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s354_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s354_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s354_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s354_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s354_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s354_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s354_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s354_c2_t1_a3 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s354_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s354_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C354 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s354_dom in Hdom.
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
        exact (s354_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s354_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s355_c1_moves (c : nat) : rmoves (s355_board 0 1 (2 + c)) = [F :: T :: repeat F (3 + c) ++ [E; E]].
Proof. unfold s355_board. tf_options. Qed.
Lemma s355_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: repeat F (3 + c) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: repeat F (3 + c) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s159_board 1 (3 + c) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: repeat F (3 + c) ++ [E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 (3 + c) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s355_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s355_dom 0 1 (2 + c) y1) (Hm : meas (s355_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s355_board 0 1 (2 + c))).
Proof.
  unfold s355_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s355_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s355_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s355_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s355_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s355_c2_moves (c : nat) : rmoves (s355_board 1 1 (2 + c)) = [T :: F :: T :: repeat F (3 + c) ++ [E; E]].
Proof. unfold s355_board. tf_options. Qed.
Lemma s355_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + c) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + c) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s301_board 1 1 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s301_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + c) ++ [E; E]) []); [strip_eq | unfold s301_board; target_board_eq | strip_offset].
  - unfold s301_form; apply form_int; zlia.
  - intros HT; apply (use301 IH 1 1 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s301_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s355_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s355_dom 1 1 (2 + c) y1) (Hm : meas (s355_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s355_board 1 1 (2 + c))).
Proof.
  unfold s355_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s355_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s355_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s355_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s355_c2_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s355_c3_moves (a c : nat) : rmoves (s355_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ [E; E]].
Proof. unfold s355_board. tf_options. Qed.
Lemma s355_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s301_board (2 + a) 1 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s301_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ [E; E]) []); [strip_eq | unfold s301_board; target_board_eq | strip_offset].
  - unfold s301_form; apply form_int; zlia.
  - intros HT; apply (use301 IH (2 + a) 1 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s301_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s355_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s355_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s355_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s355_board (2 + a) 1 (2 + c))).
Proof.
  unfold s355_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s355_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s355_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s355_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s355_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s355_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C355 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s355_dom in Hdom.
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
        exact (s355_c1 IH c y1 Hdom Hm Hd Hr).
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
        exact (s355_c2 IH c y1 Hdom Hm Hd Hr).
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
        exact (s355_c3 IH a c y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s356_c1_moves (b : nat) : rmoves (s356_board 0 (2 + b)) = [].
Proof. unfold s356_board. tf_options. Qed.
Lemma s356_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s356_dom 0 (2 + b) y1) (Hm : meas (s356_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s356_board 0 (2 + b))).
Proof.
  unfold s356_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s356_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s356_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s356_c2_moves (b : nat) : rmoves (s356_board 1 (2 + b)) = [].
Proof. unfold s356_board. tf_options. Qed.
Lemma s356_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s356_dom 1 (2 + b) y1) (Hm : meas (s356_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s356_board 1 (2 + b))).
Proof.
  unfold s356_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s356_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s356_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s356_c3_moves (a b : nat) : rmoves (s356_board (2 + a) (2 + b)) = [].
Proof. unfold s356_board. tf_options. Qed.
Lemma s356_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s356_dom (2 + a) (2 + b) y1) (Hm : meas (s356_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s356_board (2 + a) (2 + b))).
Proof.
  unfold s356_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s356_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s356_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s356_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C356 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s356_dom in Hdom.
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
      exact (s356_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s356_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s356_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s357_c1_moves (b : nat) : rmoves (s357_board 0 (2 + b)) = [].
Proof. unfold s357_board. tf_options. Qed.
Lemma s357_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s357_dom 0 (2 + b) y1) (Hm : meas (s357_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s357_board 0 (2 + b))).
Proof.
  unfold s357_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s357_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s357_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s357_c2_moves (b : nat) : rmoves (s357_board 1 (2 + b)) = [].
Proof. unfold s357_board. tf_options. Qed.
Lemma s357_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s357_dom 1 (2 + b) y1) (Hm : meas (s357_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s357_board 1 (2 + b))).
Proof.
  unfold s357_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s357_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s357_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s357_c3_moves (a b : nat) : rmoves (s357_board (2 + a) (2 + b)) = [].
Proof. unfold s357_board. tf_options. Qed.
Lemma s357_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s357_dom (2 + a) (2 + b) y1) (Hm : meas (s357_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s357_board (2 + a) (2 + b))).
Proof.
  unfold s357_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s357_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s357_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s357_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C357 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s357_dom in Hdom.
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
      exact (s357_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s357_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s357_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s358_c1_moves (a : nat) : rmoves (s358_board (2 + a) 0) = [].
Proof. unfold s358_board. tf_options. Qed.
Lemma s358_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s358_dom (2 + a) 0 y1) (Hm : meas (s358_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s358_board (2 + a) 0)).
Proof.
  unfold s358_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s358_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s358_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s358_c2_moves (a : nat) : rmoves (s358_board (2 + a) 1) = [].
Proof. unfold s358_board. tf_options. Qed.
Lemma s358_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s358_dom (2 + a) 1 y1) (Hm : meas (s358_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s358_board (2 + a) 1)).
Proof.
  unfold s358_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s358_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s358_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s358_c3_moves (a b : nat) : rmoves (s358_board (2 + a) (2 + b)) = [].
Proof. unfold s358_board. tf_options. Qed.
Lemma s358_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s358_dom (2 + a) (2 + b) y1) (Hm : meas (s358_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s358_board (2 + a) (2 + b))).
Proof.
  unfold s358_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s358_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s358_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s358_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C358 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s358_dom in Hdom.
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
      exact (s358_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s358_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s358_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s359_c1_moves : rmoves (s359_board 3 0 1) = [[E; T; T; F; T; F; F; F; T; F; E]].
Proof. unfold s359_board. tf_options. Qed.
Lemma s359_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; F; T; F; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; F; F; F; E; F]) [(1, 0)]) (s311_board 1 3) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 3 y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s359_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s359_dom 3 0 1 y1) (Hm : meas (s359_board 3 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s359_board 3 0 1)).
Proof.
  unfold s359_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s359_board 3 0 1)) in Hg. cbn [rights] in Hg. rewrite s359_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s359_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s359_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s359_c2_moves (c : nat) : rmoves (s359_board 3 0 (2 + c)) = [E :: T :: T :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s359_board. tf_options. Qed.
Lemma s359_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; F; F; F; E; F; T; F]) []) (s407_board 2 3 1) (0) _ (s407_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; F; E; F; T; F]) []); [reflexivity | unfold s407_board; target_board_eq | strip_offset].
  - unfold s407_form; apply form_int; zlia.
  - intros HT; apply (use407 IH 2 3 1 y1); [unfold s407_dom; zlia | unfold lex3; lia].
Qed.
Lemma s359_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []) (s407_board 2 3 (2 + c)) (0) _ (s407_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s407_board; target_board_eq | strip_offset].
  - unfold s407_form; apply form_int; zlia.
  - intros HT; apply (use407 IH 2 3 (2 + c) y1); [unfold s407_dom; zlia | unfold lex3; lia].
Qed.
Lemma s359_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s359_dom 3 0 (2 + c) y1) (Hm : meas (s359_board 3 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s359_board 3 0 (2 + c))).
Proof.
  unfold s359_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s359_board 3 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s359_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s359_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s359_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s359_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s359_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s359_c3_moves (a : nat) : rmoves (s359_board (2 + a) 1 1) = [E :: T :: T :: F :: T :: repeat F (2 + a) ++ [T; F; F; E]].
Proof. unfold s359_board. tf_options. Qed.
Lemma s359_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (2 + a) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (2 + a) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s358_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s358_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + a) ++ [T; F; F; E]) []); [strip_eq | unfold s358_board; target_board_eq | strip_offset].
  - unfold s358_form; apply form_int; zlia.
  - intros HT; apply (use358 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s358_dom; zlia | unfold lex3; lia].
Qed.
Lemma s359_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s359_dom (2 + a) 1 1 y1) (Hm : meas (s359_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s359_board (2 + a) 1 1)).
Proof.
  unfold s359_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s359_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s359_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s359_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s359_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s359_c4_moves (a c : nat) : rmoves (s359_board (2 + a) 1 (2 + c)) = [E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s359_board. tf_options. Qed.
Lemma s359_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s359_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s359_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + a) ++ [T; F; F; E; F]) []); [strip_eq | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s359_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s359_board (2 + a) 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s359_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + a) 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s359_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s359_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s359_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s359_board (2 + a) 1 (2 + c))).
Proof.
  unfold s359_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s359_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s359_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s359_c4_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s359_c4_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s359_c4_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s359_c4_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s359_c5_moves (a b : nat) : rmoves (s359_board (2 + a) (2 + b) 1) = [E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]].
Proof. unfold s359_board. tf_options. Qed.
Lemma s359_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s358_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s358_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s358_board; target_board_eq | strip_offset].
  - unfold s358_form; apply form_int; zlia.
  - intros HT; apply (use358 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s358_dom; zlia | unfold lex3; lia].
Qed.
Lemma s359_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s359_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s359_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s359_board (2 + a) (2 + b) 1)).
Proof.
  unfold s359_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s359_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s359_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s359_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s359_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s359_c6_moves (a b c : nat) : rmoves (s359_board (2 + a) (2 + b) (2 + c)) = [E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s359_board. tf_options. Qed.
Lemma s359_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s359_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s359_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E; F]) []); [strip_eq | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s359_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s359_board (2 + a) (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s359_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s359_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s359_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s359_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s359_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s359_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s359_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s359_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s359_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s359_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s359_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s359_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s359_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C359 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s359_dom in Hdom.
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
        assert (a = 1) by zlia; subst a.
  exact (s359_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (a = 1) by zlia; subst a.
  exact (s359_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s359_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s359_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s359_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s359_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s360_c1_moves : rmoves (s360_board 0 1 1) = [[F; E; F; T; E; T; F]].
Proof. unfold s360_board. tf_options. Qed.
Lemma s360_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([E; T; T; F]) []) (s134_board 0 2 0 0) (-1) _ (s134_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; T; F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 0 2 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s134_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s360_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([E; T; T; F]) []) (s248_board 0 0 2 1) (-1) _ (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s360_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s360_dom 0 1 1 y1) (Hm : meas (s360_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s360_board 0 1 1)).
Proof.
  unfold s360_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s360_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s360_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s360_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s360_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s360_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s360_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s360_c2_moves (c : nat) : rmoves (s360_board 0 1 (2 + c)) = [F :: E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s360_board. tf_options. Qed.
Lemma s360_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (E :: T :: T :: repeat F (2 + c)) []) (s159_board 0 0 2 (2 + c)) (-1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 0 0 2 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s360_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (E :: T :: T :: repeat F (2 + c)) []) (s248_board 0 0 2 (2 + c)) (-1) _ (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s360_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s360_dom 0 1 (2 + c) y1) (Hm : meas (s360_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s360_board 0 1 (2 + c))).
Proof.
  unfold s360_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s360_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s360_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s360_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s360_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s360_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s360_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s360_c3_moves : rmoves (s360_board 1 1 1) = [[T; F; E; F; T; E; T; F]].
Proof. unfold s360_board. tf_options. Qed.
Lemma s360_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; F; E; T; T; F]) []) (s235_board 1 1 2) (0) _ (s235_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; E; T; T; F]) []); [reflexivity | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH 1 1 2 y1); [unfold s235_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s360_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s360_dom 1 1 1 y1) (Hm : meas (s360_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s360_board 1 1 1)).
Proof.
  unfold s360_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s360_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s360_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s360_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s360_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s360_c4_moves (c : nat) : rmoves (s360_board 1 1 (2 + c)) = [T :: F :: E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s360_board. tf_options. Qed.
Lemma s360_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: E :: T :: T :: repeat F (2 + c)) []) (s236_board 1 1 2 (2 + c)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 1 1 2 (2 + c) y1); [unfold s236_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s360_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s360_dom 1 1 (2 + c) y1) (Hm : meas (s360_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s360_board 1 1 (2 + c))).
Proof.
  unfold s360_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s360_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s360_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s360_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s360_c4_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s360_c5_moves (a : nat) : rmoves (s360_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; F; T; E; T; F]].
Proof. unfold s360_board. tf_options. Qed.
Lemma s360_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []) (s235_board (2 + a) 1 2) (0) _ (s235_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []); [reflexivity | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) 1 2 y1); [unfold s235_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s360_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s360_dom (2 + a) 1 1 y1) (Hm : meas (s360_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s360_board (2 + a) 1 1)).
Proof.
  unfold s360_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s360_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s360_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s360_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s360_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s360_c6_moves (a c : nat) : rmoves (s360_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s360_board. tf_options. Qed.
Lemma s360_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: T :: T :: repeat F (2 + c)) []) (s236_board (2 + a) 1 2 (2 + c)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) 1 2 (2 + c) y1); [unfold s236_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s360_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s360_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s360_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s360_board (2 + a) 1 (2 + c))).
Proof.
  unfold s360_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s360_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s360_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s360_c6_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s360_c6_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s360_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C360 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s360_dom in Hdom.
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
        exact (s360_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s360_c2 IH c y1 Hdom Hm Hd Hr).
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
        exact (s360_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s360_c4 IH c y1 Hdom Hm Hd Hr).
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
        exact (s360_c5 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s360_c6 IH a c y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s361_c1_moves (b : nat) : rmoves (s361_board 0 (2 + b)) = [F :: T :: E :: T :: E :: T :: repeat F (2 + b); E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s361_board. tf_options. Qed.
Lemma s361_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: T :: T :: repeat F (2 + b)) []) (s159_board 1 0 2 (2 + b)) (0) _ (s159_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 0 2 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s159_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s361_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: T :: T :: repeat F (2 + b)) []) (s248_board 1 0 2 (2 + b)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 0 2 (2 + b) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s361_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E; T; F]) []) (s171_board 1) (0) _ (s171_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E; T; F]) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH 1 (Z.to_nat (- Z.of_nat y1))); [unfold s171_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E; T; F]) []) (s329_board 1) (0) _ (s329_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E; T; F]) []); [reflexivity | unfold s329_board; target_board_eq | strip_offset].
  - unfold s329_form; apply form_int; zlia.
  - intros HT; apply (use329 IH 1 y1); [unfold s329_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c1_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s264_board 1 (2 + b)) (0) _ (s264_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s264_board; target_board_eq | strip_offset].
  - unfold s264_form; apply form_int; zlia.
  - intros HT; apply (use264 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s264_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c1_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s361_board 1 (2 + b)) (0) _ (s361_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s361_board; target_board_eq | strip_offset].
  - unfold s361_form; apply form_int; zlia.
  - intros HT; apply (use361 IH 1 (2 + b) y1); [unfold s361_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s361_dom 0 (2 + b) y1) (Hm : meas (s361_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s361_board 0 (2 + b))).
Proof.
  unfold s361_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s361_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s361_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s361_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s361_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c1_t2_a3 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c1_t2_a4 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s361_c2_moves (b : nat) : rmoves (s361_board 1 (2 + b)) = [F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b); E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s361_board. tf_options. Qed.
Lemma s361_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []) (s60_board 1 2 (2 + b)) (0) _ (s60_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 2 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s361_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []) (s218_board 1 0 2 (2 + b)) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 2 (2 + b) y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s361_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; F; E; T; F]) []) (s155_board 0 2 1) (0) _ (s155_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 2 1 (Z.to_nat (- Z.of_nat y1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; F; E; T; F]) []) (s329_board 2) (0) _ (s329_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; E; T; F]) []); [reflexivity | unfold s329_board; target_board_eq | strip_offset].
  - unfold s329_form; apply form_int; zlia.
  - intros HT; apply (use329 IH 2 y1); [unfold s329_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c2_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s155_board 0 2 (2 + b)) (0) _ (s155_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 2 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c2_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s361_board 2 (2 + b)) (0) _ (s361_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s361_board; target_board_eq | strip_offset].
  - unfold s361_form; apply form_int; zlia.
  - intros HT; apply (use361 IH 2 (2 + b) y1); [unfold s361_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s361_dom 1 (2 + b) y1) (Hm : meas (s361_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s361_board 1 (2 + b))).
Proof.
  unfold s361_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s361_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s361_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s361_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s361_c2_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c2_t2_a3 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c2_t2_a4 IH b y1 Hw (move_below_r _ _ 1 _ _ (s361_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s361_c3_moves (a b : nat) : rmoves (s361_board (2 + a) (2 + b)) = [F :: T :: E :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b); E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)].
Proof. unfold s361_board. tf_options. Qed.
Lemma s361_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b)) []) (s135_board 2 (2 + a) 1 (2 + b)) (0) _ (s135_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (2 + a) 1 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s361_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b)) []) (s285_board (2 + a) (2 + b)) (0) _ (s285_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH (2 + a) (2 + b) y1); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]) []) (s155_board 0 (3 + a) 1) (0) _ (s155_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 (3 + a) 1 (Z.to_nat (- Z.of_nat y1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]) []) (s329_board (3 + a)) (0) _ (s329_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]) []); [reflexivity | unfold s329_board; target_board_eq | strip_offset].
  - unfold s329_form; apply form_int; zlia.
  - intros HT; apply (use329 IH (3 + a) y1); [unfold s329_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c3_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []) (s155_board 0 (3 + a) (2 + b)) (0) _ (s155_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 (3 + a) (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c3_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []) (s361_board (3 + a) (2 + b)) (0) _ (s361_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s361_board; target_board_eq | strip_offset].
  - unfold s361_form; apply form_int; zlia.
  - intros HT; apply (use361 IH (3 + a) (2 + b) y1); [unfold s361_dom; zlia | unfold lex3; lia].
Qed.
Lemma s361_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s361_dom (2 + a) (2 + b) y1) (Hm : meas (s361_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s361_board (2 + a) (2 + b))).
Proof.
  unfold s361_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s361_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s361_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s361_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s361_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s361_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s361_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s361_c3_t2_a3 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s361_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s361_c3_t2_a4 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s361_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s361_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C361 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s361_dom in Hdom.
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
      exact (s361_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s361_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s361_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s362_c1_moves (a b : nat) : rmoves (s362_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F]; repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s362_board. tf_options. Qed.
Lemma s362_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []) (s365_board (1 + a) (2 + b)) (0) _ (s365_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s365_board; target_board_eq | strip_offset].
  - unfold s365_form; apply form_int; zlia.
  - intros HT; apply (use365 IH (1 + a) (2 + b) y1); [unfold s365_dom; zlia | unfold lex3; lia].
Qed.
Lemma s362_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []) (s366_board (1 + a) (2 + b)) (0) _ (s366_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s366_board; target_board_eq | strip_offset].
  - unfold s366_form; apply form_int; zlia.
  - intros HT; apply (use366 IH (1 + a) (2 + b) y1); [unfold s366_dom; zlia | unfold lex3; lia].
Qed.
Lemma s362_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s362_dom (2 + a) (2 + b) y1) (Hm : meas (s362_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s362_board (2 + a) (2 + b))).
Proof.
  unfold s362_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s362_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s362_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s362_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s362_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s362_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s362_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s362_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C362 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s362_dom in Hdom.
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
      exact (s362_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s363_c1_moves (a c : nat) : rmoves (s363_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s363_board. tf_options. Qed.
Lemma s363_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: T :: repeat F (2 + c)) []) (s243_board (1 + a) 0 0 (2 + c)) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (1 + a) 0 0 (2 + c) y1); [unfold s243_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s363_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s179_board (1 + a) 0 2 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (1 + a) 0 2 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s363_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s363_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s363_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s363_board (2 + a) 1 (2 + c))).
Proof.
  unfold s363_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s363_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s363_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s363_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s363_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s363_c1_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s363_c1_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s363_c2_moves (a b c : nat) : rmoves (s363_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c); repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s363_board. tf_options. Qed.
Lemma s363_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s376_board (1 + a) (2 + b) (2 + c)) (0) _ (s376_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s376_board; target_board_eq | strip_offset].
  - unfold s376_form; apply form_int; zlia.
  - intros HT; apply (use376 IH (1 + a) (2 + b) (2 + c) y1); [unfold s376_dom; zlia | unfold lex3; lia].
Qed.
Lemma s363_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s377_board (1 + a) (2 + b) (2 + c)) (0) _ (s377_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s377_board; target_board_eq | strip_offset].
  - unfold s377_form; apply form_int; zlia.
  - intros HT; apply (use377 IH (1 + a) (2 + b) (2 + c) y1); [unfold s377_dom; zlia | unfold lex3; lia].
Qed.
Lemma s363_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s363_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s363_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s363_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s363_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s363_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s363_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s363_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s363_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s363_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s363_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s363_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C363 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s363_dom in Hdom.
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
        exact (s363_c1 IH a c y1 Hdom Hm Hd Hr).
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
        exact (s363_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s364_c1_moves (a b : nat) : rmoves (s364_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [E; F; T; F]; repeat T (2 + a) ++ E :: repeat F (3 + b) ++ [E; T; F]].
Proof. unfold s364_board. tf_options. Qed.
Lemma s364_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 >= 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E; F; T; F]) []) (s242_board (1 + a) 0 1) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (1 + a) 0 1 y1); [unfold s242_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s364_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s243_board (1 + a) 0 (2 + b) 1) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (1 + a) 0 (2 + b) 1 y1); [unfold s243_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s364_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s179_board (1 + a) 0 (3 + b) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (1 + a) 0 (3 + b) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s364_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s364_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s364_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s364_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s364_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s364_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s364_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 >= 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s364_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s364_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s364_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s364_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s364_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s364_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s364_c2_moves (a b d : nat) : rmoves (s364_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s364_board. tf_options. Qed.
Lemma s364_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s242_board (1 + a) 0 (2 + d)) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (1 + a) 0 (2 + d) y1); [unfold s242_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s364_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + d)) []) (s243_board (1 + a) 0 (2 + b) (2 + d)) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (1 + a) 0 (2 + b) (2 + d) y1); [unfold s243_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s364_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []) (s179_board (1 + a) 0 (3 + b) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (1 + a) 0 (3 + b) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s364_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s364_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s364_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s364_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s364_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s364_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s364_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s364_c2_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s364_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s364_c2_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s364_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s364_c2_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s364_c2_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s364_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C364 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s364_dom in Hdom.
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
          exact (s364_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s364_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

Lemma s365_c1_moves (b : nat) : rmoves (s365_board 1 (2 + b)) = [T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]; T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s365_board. tf_options. Qed.
Lemma s365_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []) (s367_board 1 1 (2 + b) 1) (0) _ (s367_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s367_board; target_board_eq | strip_offset].
  - unfold s367_form; apply form_int; zlia.
  - intros HT; apply (use367 IH 1 1 (2 + b) 1 y1); [unfold s367_dom; zlia | unfold lex3; lia].
Qed.
Lemma s365_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s368_board 1 (2 + b) 1) (0) _ (s368_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s368_board; target_board_eq | strip_offset].
  - unfold s368_form; apply form_int; zlia.
  - intros HT; apply (use368 IH 1 (2 + b) 1 y1); [unfold s368_dom; zlia | unfold lex3; lia].
Qed.
Lemma s365_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s365_dom 1 (2 + b) y1) (Hm : meas (s365_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s365_board 1 (2 + b))).
Proof.
  unfold s365_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s365_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s365_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s365_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s365_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s365_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s365_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s365_c2_moves (a b : nat) : rmoves (s365_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]; repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s365_board. tf_options. Qed.
Lemma s365_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []) (s367_board (2 + a) 1 (2 + b) 1) (0) _ (s367_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s367_board; target_board_eq | strip_offset].
  - unfold s367_form; apply form_int; zlia.
  - intros HT; apply (use367 IH (2 + a) 1 (2 + b) 1 y1); [unfold s367_dom; zlia | unfold lex3; lia].
Qed.
Lemma s365_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + b) ++ [F]) []) (s362_board (2 + a) (3 + b)) (0) _ (s362_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s362_board; target_board_eq | strip_offset].
  - unfold s362_form; apply form_int; zlia.
  - intros HT; apply (use362 IH (2 + a) (3 + b) y1); [unfold s362_dom; zlia | unfold lex3; lia].
Qed.
Lemma s365_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s365_dom (2 + a) (2 + b) y1) (Hm : meas (s365_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s365_board (2 + a) (2 + b))).
Proof.
  unfold s365_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s365_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s365_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s365_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s365_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s365_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s365_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s365_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C365 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s365_dom in Hdom.
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
      exact (s365_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s365_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s366_c1_moves (b : nat) : rmoves (s366_board 1 (2 + b)) = [T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s366_board. tf_options. Qed.
Lemma s366_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s163_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s163_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_int; zlia.
  - intros HT; apply (use163 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s366_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s378_board 1 1 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s378_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s378_board; target_board_eq | strip_offset].
  - unfold s378_form; apply form_int; zlia.
  - intros HT; apply (use378 IH 1 1 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s378_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s366_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s366_dom 1 (2 + b) y1) (Hm : meas (s366_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s366_board 1 (2 + b))).
Proof.
  unfold s366_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s366_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s366_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s366_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s366_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s366_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s366_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s366_c2_moves (a b : nat) : rmoves (s366_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s366_board. tf_options. Qed.
Lemma s366_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s163_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s163_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_int; zlia.
  - intros HT; apply (use163 IH (2 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s366_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s378_board (2 + a) 1 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s378_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s378_board; target_board_eq | strip_offset].
  - unfold s378_form; apply form_int; zlia.
  - intros HT; apply (use378 IH (2 + a) 1 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s378_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s366_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s366_dom (2 + a) (2 + b) y1) (Hm : meas (s366_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s366_board (2 + a) (2 + b))).
Proof.
  unfold s366_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s366_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s366_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s366_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s366_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s366_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s366_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s366_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C366 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s366_dom in Hdom.
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
      exact (s366_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s366_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s367_c1_moves (c : nat) : rmoves (s367_board 0 1 (2 + c) 1) = [F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s367_board. tf_options. Qed.
Lemma s367_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ [F]) []) (s134_board 0 (3 + c) 0 0) (-1) _ (s134_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 0 (3 + c) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s367_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ [F]) []) (s248_board 0 0 (3 + c) 1) (-1) _ (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s367_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s367_dom 0 1 (2 + c) 1 y1) (Hm : meas (s367_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s367_board 0 1 (2 + c) 1)).
Proof.
  unfold s367_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s367_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s367_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s367_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s367_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s367_c1_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s367_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s367_c2_moves (c d : nat) : rmoves (s367_board 0 1 (2 + c) (2 + d)) = [F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s367_board. tf_options. Qed.
Lemma s367_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s159_board 0 0 (3 + c) (2 + d)) (-1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 0 0 (3 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s367_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s248_board 0 0 (3 + c) (2 + d)) (-1) _ (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s367_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s367_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s367_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s367_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s367_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s367_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s367_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s367_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s367_c2_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s367_c2_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s367_c2_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s367_c3_moves (c : nat) : rmoves (s367_board 1 1 (2 + c) 1) = [T :: F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s367_board. tf_options. Qed.
Lemma s367_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: E :: repeat T (3 + c) ++ [F]) []) (s235_board 1 1 (3 + c)) (0) _ (s235_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH 1 1 (3 + c) y1); [unfold s235_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s367_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s367_dom 1 1 (2 + c) 1 y1) (Hm : meas (s367_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s367_board 1 1 (2 + c) 1)).
Proof.
  unfold s367_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s367_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s367_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s367_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s367_c3_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s367_c4_moves (c d : nat) : rmoves (s367_board 1 1 (2 + c) (2 + d)) = [T :: F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s367_board. tf_options. Qed.
Lemma s367_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s236_board 1 1 (3 + c) (2 + d)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 1 1 (3 + c) (2 + d) y1); [unfold s236_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s367_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s367_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s367_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s367_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s367_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s367_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s367_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s367_c4_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s367_c4_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s367_c5_moves (a c : nat) : rmoves (s367_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s367_board. tf_options. Qed.
Lemma s367_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + c) ++ [F]) []) (s235_board (2 + a) 1 (3 + c)) (0) _ (s235_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) 1 (3 + c) y1); [unfold s235_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s367_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s367_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s367_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s367_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s367_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s367_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s367_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s367_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s367_c5_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s367_c6_moves (a c d : nat) : rmoves (s367_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s367_board. tf_options. Qed.
Lemma s367_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s236_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s236_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s367_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s367_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s367_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s367_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s367_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s367_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s367_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s367_c6_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s367_c6_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s367_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C367 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s367_dom in Hdom.
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
          exact (s367_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s367_c2 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s367_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s367_c4 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s367_c5 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s367_c6 IH a c d y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s368_c1_moves (b : nat) : rmoves (s368_board 1 (2 + b) 1) = [F :: T :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s368_board. tf_options. Qed.
Lemma s368_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + b) ++ [F]) []) (s218_board 1 0 (3 + b) 1) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 (3 + b) 1 y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s368_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s368_dom 1 (2 + b) 1 y1) (Hm : meas (s368_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s368_board 1 (2 + b) 1)).
Proof.
  unfold s368_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s368_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s368_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s368_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s368_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s368_c2_moves (b c : nat) : rmoves (s368_board 1 (2 + b) (2 + c)) = [F :: T :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s368_board. tf_options. Qed.
Lemma s368_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s218_board 1 0 (3 + b) (2 + c)) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 (3 + b) (2 + c) y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s368_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s368_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s368_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s368_board 1 (2 + b) (2 + c))).
Proof.
  unfold s368_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s368_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s368_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s368_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s368_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s368_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C368 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s368_dom in Hdom.
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
        exact (s368_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s368_c2 IH b c y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s369_c1_moves (a : nat) : rmoves (s369_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; T; F; E; F]; repeat T (2 + a) ++ [E; T; F; T; F; F; E]].
Proof. unfold s369_board. tf_options. Qed.
Lemma s369_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) []) (s224_board (2 + a) 1) (0) _ (s224_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) []); [reflexivity | unfold s224_board; target_board_eq | strip_offset].
  - unfold s224_form; apply form_int; zlia.
  - intros HT; apply (use224 IH (2 + a) 1 y1); [unfold s224_dom; zlia | unfold lex3; lia].
Qed.
Lemma s369_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; F; T; F; F; E]) []) (s207_board (1 + a) 0 2 1 2) (0) _ (s207_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; F; T; F; F; E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (1 + a) 0 2 1 2 y1); [unfold s207_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s369_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s369_dom (2 + a) 1 y1) (Hm : meas (s369_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s369_board (2 + a) 1)).
Proof.
  unfold s369_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s369_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s369_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s369_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s369_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s369_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s369_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s369_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C369 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s369_dom in Hdom.
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
      exact (s369_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s370_c1_moves (a : nat) : rmoves (s370_board (2 + a)) = [F :: T :: E :: T :: repeat F (2 + a) ++ [E; F; T; F]; E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]].
Proof. unfold s370_board. tf_options. Qed.
Lemma s370_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 5) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + a) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + a) ++ [E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ [E; F; T; F]) []) (s328_board (2 + a) 1) (0) _ (s328_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ [E; F; T; F]) []); [reflexivity | unfold s328_board; target_board_eq | strip_offset].
  - unfold s328_form; apply form_int; zlia.
  - intros HT; apply (use328 IH (2 + a) 1 y1); [unfold s328_dom; zlia | unfold lex3; lia].
Qed.
Lemma s370_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 5 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F])).
Proof.
  assert (a = 3) by zlia; subst a.
  apply (answer_form_L _ (s155_board 0 6 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s155_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; F; F; F; F; E; T; F]) []); [strip_eq | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 6 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s370_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s329_board (3 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s329_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + a) ++ [E; T; F]) []); [strip_eq | unfold s329_board; target_board_eq | strip_offset].
  - unfold s329_form; apply form_int; zlia.
  - intros HT; apply (use329 IH (3 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s329_dom; zlia | unfold lex3; lia].
Qed.
Lemma s370_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s370_dom (2 + a) y1) (Hm : meas (s370_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s370_board (2 + a))).
Proof.
  unfold s370_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s370_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s370_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 5) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s370_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s370_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + a) = 5 /\ Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 5 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s370_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s370_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s370_c1_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s370_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s370_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C370 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s370_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s370_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s371_c1_moves (a b : nat) : rmoves (s371_board (2 + a) (2 + b)) = [F :: T :: E :: T :: repeat F (2 + a) ++ E :: F :: T :: repeat F (2 + b); E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)].
Proof. unfold s371_board. tf_options. Qed.
Lemma s371_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1))%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + a) ++ E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + a) ++ E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ E :: F :: T :: repeat F (2 + b)) []) (s328_board (2 + a) (2 + b)) (0) _ (s328_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s328_board; target_board_eq | strip_offset].
  - unfold s328_form; apply form_int; zlia.
  - intros HT; apply (use328 IH (2 + a) (2 + b) y1); [unfold s328_dom; zlia | unfold lex3; lia].
Qed.
Lemma s371_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b))).
Proof.
  assert (a = 2) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s155_board 0 5 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s155_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; F; F; F; E; T; F; F]) []); [strip_eq | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 5 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s371_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 7 /\ Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1))%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s361_board (3 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s361_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s361_board; target_board_eq | strip_offset].
  - unfold s361_form; apply form_int; zlia.
  - intros HT; apply (use361 IH (3 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s361_dom; zlia | unfold lex3; lia].
Qed.
Lemma s371_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s371_dom (2 + a) (2 + b) y1) (Hm : meas (s371_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s371_board (2 + a) (2 + b))).
Proof.
  unfold s371_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s371_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s371_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1))%Z) by zlia. exact (s371_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s371_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ ((Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 7 /\ Z.of_nat (2 + a) >= 4) \/ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s371_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s371_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 7 /\ Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1))%Z) by zlia. exact (s371_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s371_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s371_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C371 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s371_dom in Hdom.
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
      exact (s371_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s372_c1_moves : rmoves (s372_board 1 1 1) = [[T; F; E; F; E; T; F; T; F]].
Proof. unfold s372_board. tf_options. Qed.
Lemma s372_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; F; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; E; T; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E; T; F; T; F]) []) (s395_board 1) (-1) _ (s395_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F; T; F]) []); [reflexivity | unfold s395_board; target_board_eq | strip_offset].
  - unfold s395_form; apply form_int; zlia.
  - intros HT; apply (use395 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s395_dom; zlia | unfold lex3; lia].
Qed.
Lemma s372_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; F; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; E; T; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E; T; F; T; F]) []) (s396_board 1) (-1) _ (s396_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F; T; F]) []); [reflexivity | unfold s396_board; target_board_eq | strip_offset].
  - unfold s396_form; apply form_int; zlia.
  - intros HT; apply (use396 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s396_dom; zlia | unfold lex3; lia].
Qed.
Lemma s372_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s372_dom 1 1 1 y1) (Hm : meas (s372_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s372_board 1 1 1)).
Proof.
  unfold s372_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s372_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s372_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s372_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s372_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s372_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s372_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s372_c2_moves (c : nat) : rmoves (s372_board 1 1 (2 + c)) = [T :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c)].
Proof. unfold s372_board. tf_options. Qed.
Lemma s372_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: T :: F :: T :: repeat F (2 + c)) []) (s397_board 1 (2 + c)) (-1) _ (s397_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: T :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s397_board; target_board_eq | strip_offset].
  - unfold s397_form; apply form_int; zlia.
  - intros HT; apply (use397 IH 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s397_dom; zlia | unfold lex3; lia].
Qed.
Lemma s372_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: T :: F :: T :: repeat F (2 + c)) []) (s398_board 1 (2 + c)) (-1) _ (s398_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: T :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s398_board; target_board_eq | strip_offset].
  - unfold s398_form; apply form_int; zlia.
  - intros HT; apply (use398 IH 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s398_dom; zlia | unfold lex3; lia].
Qed.
Lemma s372_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s372_dom 1 1 (2 + c) y1) (Hm : meas (s372_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s372_board 1 1 (2 + c))).
Proof.
  unfold s372_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s372_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s372_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s372_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s372_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s372_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s372_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s372_c3_moves (a : nat) : rmoves (s372_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; F; E; T; F; T; F]].
Proof. unfold s372_board. tf_options. Qed.
Lemma s372_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; E; T; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E; T; F; T; F]) []) (s379_board (1 + a)) (0) _ (s379_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E; T; F; T; F]) []); [reflexivity | unfold s379_board; target_board_eq | strip_offset].
  - unfold s379_form; apply form_int; zlia.
  - intros HT; apply (use379 IH (1 + a) y1); [unfold s379_dom; zlia | unfold lex3; lia].
Qed.
Lemma s372_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s372_dom (2 + a) 1 1 y1) (Hm : meas (s372_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s372_board (2 + a) 1 1)).
Proof.
  unfold s372_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s372_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s372_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s372_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s372_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s372_c4_moves (a c : nat) : rmoves (s372_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c)].
Proof. unfold s372_board. tf_options. Qed.
Lemma s372_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: T :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: F :: T :: repeat F (2 + c)) []) (s380_board (1 + a) (2 + c)) (0) _ (s380_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s380_board; target_board_eq | strip_offset].
  - unfold s380_form; apply form_int; zlia.
  - intros HT; apply (use380 IH (1 + a) (2 + c) y1); [unfold s380_dom; zlia | unfold lex3; lia].
Qed.
Lemma s372_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s372_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s372_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s372_board (2 + a) 1 (2 + c))).
Proof.
  unfold s372_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s372_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s372_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s372_c4_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s372_c4_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s372_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C372 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s372_dom in Hdom.
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
        exact (s372_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s372_c2 IH c y1 Hdom Hm Hd Hr).
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
        exact (s372_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s372_c4 IH a c y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s373_c1_moves : rmoves (s373_board 1) = [[T; F; T; E; T; F; F; E; T; F]; [T; E; T; F; T; F; F; F; T; E]].
Proof. unfold s373_board. tf_options. Qed.
Lemma s373_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; F; E; T; F]) []) (s381_board 1 1 2 2 1) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; F; E; T; F]) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH 1 1 2 2 1 y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s373_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; T; F; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; F; F; F]) [(1, 1)]) (s265_board 3) (1) _ (s265_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH 3 (1 + y1)); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s373_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s373_dom 1 y1) (Hm : meas (s373_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s373_board 1)).
Proof.
  unfold s373_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s373_board 1)) in Hg. cbn [rights] in Hg. rewrite s373_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s373_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s373_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s373_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s373_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s373_c2_moves (a : nat) : rmoves (s373_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; F; E; T; F]; repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; E]].
Proof. unfold s373_board. tf_options. Qed.
Lemma s373_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E; T; F]) []) (s381_board (2 + a) 1 2 2 1) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E; T; F]) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH (2 + a) 1 2 2 1 y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s373_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s305_board (2 + a) 1 3) (1) _ (int ((- Z.of_nat y1) + 1)) (s305_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F; F; F]) [(1, 1)]); [strip_eq | unfold s305_board; target_board_eq | strip_offset].
  - unfold s305_form; apply form_int; zlia.
  - intros HT; apply (use305 IH (2 + a) 1 3 y1); [unfold s305_dom; zlia | unfold lex3; lia].
Qed.
Lemma s373_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s373_dom (2 + a) y1) (Hm : meas (s373_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s373_board (2 + a))).
Proof.
  unfold s373_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s373_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s373_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s373_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s373_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s373_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s373_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s373_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C373 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s373_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s373_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s373_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s374_c1_moves (b : nat) : rmoves (s374_board 1 (2 + b)) = [T :: F :: T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b); T :: E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s374_board. tf_options. Qed.
Lemma s374_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s381_board 1 1 2 2 (2 + b)) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH 1 1 2 2 (2 + b) y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s374_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; F; F; F; T; E; F]) []) (s359_board 3 0 1) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; F; T; E; F]) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH 3 0 1 y1); [unfold s359_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s374_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (2 + b)) []) (s359_board 3 0 (2 + b)) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH 3 0 (2 + b) y1); [unfold s359_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s374_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s374_dom 1 (2 + b) y1) (Hm : meas (s374_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s374_board 1 (2 + b))).
Proof.
  unfold s374_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s374_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s374_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s374_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s374_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s374_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s374_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s374_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s374_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s374_c2_moves (a b : nat) : rmoves (s374_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s374_board. tf_options. Qed.
Lemma s374_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s381_board (2 + a) 1 2 2 (2 + b)) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH (2 + a) 1 2 2 (2 + b) y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s374_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s382_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s382_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; E; F]) []); [strip_eq | unfold s382_board; target_board_eq | strip_offset].
  - unfold s382_form; apply form_int; zlia.
  - intros HT; apply (use382 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s382_dom; zlia | unfold lex3; lia].
Qed.
Lemma s374_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s165_board (2 + a) 3 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) 3 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s374_c2_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []) (s383_board (2 + a) 3 (2 + b)) (0) _ (s383_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s383_board; target_board_eq | strip_offset].
  - unfold s383_form; apply form_int; zlia.
  - intros HT; apply (use383 IH (2 + a) 3 (2 + b) y1); [unfold s383_dom; zlia | unfold lex3; lia].
Qed.
Lemma s374_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s374_dom (2 + a) (2 + b) y1) (Hm : meas (s374_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s374_board (2 + a) (2 + b))).
Proof.
  unfold s374_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s374_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s374_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s374_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s374_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s374_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s374_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s374_c2_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s374_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s374_c2_t2_a3 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s374_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s374_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C374 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s374_dom in Hdom.
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
      exact (s374_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s374_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s375_c1_moves (b c : nat) : rmoves (s375_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s375_board. tf_options. Qed.
Lemma s375_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s309_board 0 0 2 (2 + b) (2 + c)) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s375_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s375_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s375_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s375_board 1 (2 + b) (2 + c))).
Proof.
  unfold s375_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s375_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s375_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s375_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s375_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s375_c2_moves (a b c : nat) : rmoves (s375_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s375_board. tf_options. Qed.
Lemma s375_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s300_board (2 + a) 1 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s300_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [strip_eq | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 1 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s375_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s375_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s375_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s375_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s375_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s375_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s375_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s375_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s375_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s375_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C375 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s375_dom in Hdom.
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
        exact (s375_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s375_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s376_c1_moves (b c : nat) : rmoves (s376_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c); T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s376_board. tf_options. Qed.
Lemma s376_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s367_board 1 1 (2 + b) (2 + c)) (0) _ (s367_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s367_board; target_board_eq | strip_offset].
  - unfold s367_form; apply form_int; zlia.
  - intros HT; apply (use367 IH 1 1 (2 + b) (2 + c) y1); [unfold s367_dom; zlia | unfold lex3; lia].
Qed.
Lemma s376_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s368_board 1 (2 + b) (2 + c)) (0) _ (s368_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s368_board; target_board_eq | strip_offset].
  - unfold s368_form; apply form_int; zlia.
  - intros HT; apply (use368 IH 1 (2 + b) (2 + c) y1); [unfold s368_dom; zlia | unfold lex3; lia].
Qed.
Lemma s376_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s376_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s376_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s376_board 1 (2 + b) (2 + c))).
Proof.
  unfold s376_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s376_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s376_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s376_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s376_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s376_c1_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s376_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s376_c2_moves (a b c : nat) : rmoves (s376_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s376_board. tf_options. Qed.
Lemma s376_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s367_board (2 + a) 1 (2 + b) (2 + c)) (0) _ (s367_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s367_board; target_board_eq | strip_offset].
  - unfold s367_form; apply form_int; zlia.
  - intros HT; apply (use367 IH (2 + a) 1 (2 + b) (2 + c) y1); [unfold s367_dom; zlia | unfold lex3; lia].
Qed.
Lemma s376_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s363_board (2 + a) (3 + b) (2 + c)) (0) _ (s363_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s363_board; target_board_eq | strip_offset].
  - unfold s363_form; apply form_int; zlia.
  - intros HT; apply (use363 IH (2 + a) (3 + b) (2 + c) y1); [unfold s363_dom; zlia | unfold lex3; lia].
Qed.
Lemma s376_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s376_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s376_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s376_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s376_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s376_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s376_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s376_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s376_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s376_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s376_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s376_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C376 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s376_dom in Hdom.
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
        exact (s376_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s376_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s377_c1_moves (b c : nat) : rmoves (s377_board 1 (2 + b) (2 + c)) = [T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s377_board. tf_options. Qed.
Lemma s377_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s384_board 1 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s384_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [strip_eq | unfold s384_board; target_board_eq | strip_offset].
  - unfold s384_form; apply form_int; zlia.
  - intros HT; apply (use384 IH 1 (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s384_dom; zlia | unfold lex3; lia].
Qed.
Lemma s377_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s378_board 1 1 1 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s378_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [strip_eq | unfold s378_board; target_board_eq | strip_offset].
  - unfold s378_form; apply form_int; zlia.
  - intros HT; apply (use378 IH 1 1 1 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s378_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s377_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s377_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s377_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s377_board 1 (2 + b) (2 + c))).
Proof.
  unfold s377_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s377_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s377_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s377_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s377_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s377_c1_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s377_c1_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s377_c2_moves (a b c : nat) : rmoves (s377_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s377_board. tf_options. Qed.
Lemma s377_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s384_board (2 + a) (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s384_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [strip_eq | unfold s384_board; target_board_eq | strip_offset].
  - unfold s384_form; apply form_int; zlia.
  - intros HT; apply (use384 IH (2 + a) (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s384_dom; zlia | unfold lex3; lia].
Qed.
Lemma s377_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s378_board (2 + a) 1 1 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s378_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [strip_eq | unfold s378_board; target_board_eq | strip_offset].
  - unfold s378_form; apply form_int; zlia.
  - intros HT; apply (use378 IH (2 + a) 1 1 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s378_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s377_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s377_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s377_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s377_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s377_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s377_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s377_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s377_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s377_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s377_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s377_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s377_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C377 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s377_dom in Hdom.
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
        exact (s377_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s377_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s378_c1_moves (d : nat) : rmoves (s378_board 0 1 1 (2 + d) 1) = [F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F])).
Proof.
  apply (answer_form_L _ (s156_board 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s156_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [F]) []); [strip_eq | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s156_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s378_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F])).
Proof.
  apply (answer_form_L _ (s248_board 1 1 (2 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 (2 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s378_dom 0 1 1 (2 + d) 1 y1) (Hm : meas (s378_board 0 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board 0 1 1 (2 + d) 1)).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board 0 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s378_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c1_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s378_c1_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c1_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s378_c1_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_c2_moves (d e : nat) : rmoves (s378_board 0 1 1 (2 + d) (2 + e)) = [F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s157_board 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s157_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [strip_eq | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (2 + d) (2 + e) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s157_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s378_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s248_board 1 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s378_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s378_dom 0 1 1 (2 + d) (2 + e) y1) (Hm : meas (s378_board 0 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board 0 1 1 (2 + d) (2 + e))).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board 0 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s378_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c2_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s378_c2_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c2_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s378_c2_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_c3_moves (d : nat) : rmoves (s378_board 1 1 1 (2 + d) 1) = [T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F])).
Proof.
  apply (answer_form_L _ (s385_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s385_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) []); [strip_eq | unfold s385_board; target_board_eq | strip_offset].
  - unfold s385_form; apply form_int; zlia.
  - intros HT; apply (use385 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s385_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F])).
Proof.
  apply (answer_form_L _ (s386_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s386_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) []); [strip_eq | unfold s386_board; target_board_eq | strip_offset].
  - unfold s386_form; apply form_int; zlia.
  - intros HT; apply (use386 IH 1 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s386_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s378_dom 1 1 1 (2 + d) 1 y1) (Hm : meas (s378_board 1 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board 1 1 1 (2 + d) 1)).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board 1 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s378_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s378_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c3_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s378_c3_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_c4_moves (d e : nat) : rmoves (s378_board 1 1 1 (2 + d) (2 + e)) = [T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s387_board 1 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s387_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [strip_eq | unfold s387_board; target_board_eq | strip_offset].
  - unfold s387_form; apply form_int; zlia.
  - intros HT; apply (use387 IH 1 1 (2 + d) (2 + e) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s387_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s388_board 1 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s388_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [strip_eq | unfold s388_board; target_board_eq | strip_offset].
  - unfold s388_form; apply form_int; zlia.
  - intros HT; apply (use388 IH 1 1 (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s388_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s378_dom 1 1 1 (2 + d) (2 + e) y1) (Hm : meas (s378_board 1 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board 1 1 1 (2 + d) (2 + e))).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board 1 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s378_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c4_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s378_c4_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c4_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s378_c4_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_c5_moves (a d : nat) : rmoves (s378_board (2 + a) 1 1 (2 + d) 1) = [repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F])).
Proof.
  apply (answer_form_L _ (s385_board (2 + a) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s385_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) []); [strip_eq | unfold s385_board; target_board_eq | strip_offset].
  - unfold s385_form; apply form_int; zlia.
  - intros HT; apply (use385 IH (2 + a) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s385_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F])).
Proof.
  apply (answer_form_L _ (s386_board (2 + a) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s386_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ [F]) []); [strip_eq | unfold s386_board; target_board_eq | strip_offset].
  - unfold s386_form; apply form_int; zlia.
  - intros HT; apply (use386 IH (2 + a) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s386_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s378_dom (2 + a) 1 1 (2 + d) 1 y1) (Hm : meas (s378_board (2 + a) 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board (2 + a) 1 1 (2 + d) 1)).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board (2 + a) 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s378_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c5_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s378_c5_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c5_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s378_c5_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_c6_moves (a d e : nat) : rmoves (s378_board (2 + a) 1 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s387_board (2 + a) 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s387_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [strip_eq | unfold s387_board; target_board_eq | strip_offset].
  - unfold s387_form; apply form_int; zlia.
  - intros HT; apply (use387 IH (2 + a) 1 (2 + d) (2 + e) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s387_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s388_board (2 + a) 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s388_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [strip_eq | unfold s388_board; target_board_eq | strip_offset].
  - unfold s388_form; apply form_int; zlia.
  - intros HT; apply (use388 IH (2 + a) 1 (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s388_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s378_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s378_dom (2 + a) 1 1 (2 + d) (2 + e) y1) (Hm : meas (s378_board (2 + a) 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board (2 + a) 1 1 (2 + d) (2 + e))).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board (2 + a) 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s378_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c6_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s378_c6_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c6_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s378_c6_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_c7_moves (a : nat) : rmoves (s378_board (2 + a) 2 1 2 1) = [repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F]].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s385_board (2 + a) 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s385_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F]) []); [strip_eq | unfold s385_board; target_board_eq | strip_offset].
  - unfold s385_form; apply form_int; zlia.
  - intros HT; apply (use385 IH (2 + a) 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s385_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s378_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s386_board (2 + a) 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s386_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F]) []); [strip_eq | unfold s386_board; target_board_eq | strip_offset].
  - unfold s386_form; apply form_int; zlia.
  - intros HT; apply (use386 IH (2 + a) 2 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s386_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s378_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s378_dom (2 + a) 2 1 2 1 y1) (Hm : meas (s378_board (2 + a) 2 1 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board (2 + a) 2 1 2 1)).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board (2 + a) 2 1 2 1)) in Hg. cbn [rights] in Hg. rewrite s378_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s378_c7_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c7_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s378_c7_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_c8_moves (a e : nat) : rmoves (s378_board (2 + a) 2 1 2 (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s378_board. tf_options. Qed.
Lemma s378_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s387_board (2 + a) 2 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s387_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e)) []); [strip_eq | unfold s387_board; target_board_eq | strip_offset].
  - unfold s387_form; apply form_int; zlia.
  - intros HT; apply (use387 IH (2 + a) 2 2 (2 + e) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s387_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s378_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s388_board (2 + a) 2 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s388_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e)) []); [strip_eq | unfold s388_board; target_board_eq | strip_offset].
  - unfold s388_form; apply form_int; zlia.
  - intros HT; apply (use388 IH (2 + a) 2 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s388_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s378_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s378_dom (2 + a) 2 1 2 (2 + e) y1) (Hm : meas (s378_board (2 + a) 2 1 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s378_board (2 + a) 2 1 2 (2 + e))).
Proof.
  unfold s378_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s378_board (2 + a) 2 1 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s378_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s378_c8_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s378_c8_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s378_c8_t1_a2 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s378_c8_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s378_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C378 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s378_dom in Hdom.
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
            exact (s378_c1 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s378_c2 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s378_c3 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s378_c4 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s378_c5 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s378_c6 IH a d e y1 Hdom Hm Hd Hr).
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
            assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  exact (s378_c7 IH a y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  exact (s378_c8 IH a e y1 Hdom Hm Hd Hr).
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

Lemma s379_c1_moves : rmoves (s379_board 1) = [[T; F; E; T; F; E; T; F; T; F]; [T; E; F; T; F; F; T; E; T; F]].
Proof. unfold s379_board. tf_options. Qed.
Lemma s379_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E; T; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F; T; T; F; T; F]) []) (s389_board 1 1 2 1) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F; T; T; F; T; F]) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH 1 1 2 1 y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s379_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F; F; E; T; T; F]) []) (s390_board 1 2 2 1) (0) _ (s390_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; F; E; T; T; F]) []); [reflexivity | unfold s390_board; target_board_eq | strip_offset].
  - unfold s390_form; apply form_int; zlia.
  - intros HT; apply (use390 IH 1 2 2 1 y1); [unfold s390_dom; zlia | unfold lex3; lia].
Qed.
Lemma s379_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s379_dom 1 y1) (Hm : meas (s379_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s379_board 1)).
Proof.
  unfold s379_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s379_board 1)) in Hg. cbn [rights] in Hg. rewrite s379_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s379_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s379_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s379_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s379_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s379_c2_moves (a : nat) : rmoves (s379_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; E; T; F; T; F]; repeat T (2 + a) ++ [E; F; T; F; F; T; E; T; F]].
Proof. unfold s379_board. tf_options. Qed.
Lemma s379_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; T; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F; T; F]) []) (s389_board (2 + a) 1 2 1) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F; T; F]) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH (2 + a) 1 2 1 y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s379_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; F; E; T; T; F]) []) (s390_board (2 + a) 2 2 1) (0) _ (s390_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; F; E; T; T; F]) []); [reflexivity | unfold s390_board; target_board_eq | strip_offset].
  - unfold s390_form; apply form_int; zlia.
  - intros HT; apply (use390 IH (2 + a) 2 2 1 y1); [unfold s390_dom; zlia | unfold lex3; lia].
Qed.
Lemma s379_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s379_dom (2 + a) y1) (Hm : meas (s379_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s379_board (2 + a))).
Proof.
  unfold s379_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s379_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s379_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s379_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s379_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s379_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s379_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s379_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C379 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s379_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s379_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s379_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s380_c1_moves (b : nat) : rmoves (s380_board 1 (2 + b)) = [T :: F :: E :: T :: F :: E :: T :: F :: T :: repeat F (2 + b); T :: E :: F :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s380_board. tf_options. Qed.
Lemma s380_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: T :: T :: F :: T :: repeat F (2 + b)) []) (s389_board 1 1 2 (2 + b)) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: T :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH 1 1 2 (2 + b) y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s380_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []) (s390_board 1 2 2 (2 + b)) (0) _ (s390_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s390_board; target_board_eq | strip_offset].
  - unfold s390_form; apply form_int; zlia.
  - intros HT; apply (use390 IH 1 2 2 (2 + b) y1); [unfold s390_dom; zlia | unfold lex3; lia].
Qed.
Lemma s380_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s380_dom 1 (2 + b) y1) (Hm : meas (s380_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s380_board 1 (2 + b))).
Proof.
  unfold s380_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s380_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s380_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s380_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s380_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s380_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s380_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s380_c2_moves (a b : nat) : rmoves (s380_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: F :: T :: repeat F (2 + b); repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s380_board. tf_options. Qed.
Lemma s380_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: F :: T :: repeat F (2 + b)) []) (s389_board (2 + a) 1 2 (2 + b)) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH (2 + a) 1 2 (2 + b) y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s380_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []) (s390_board (2 + a) 2 2 (2 + b)) (0) _ (s390_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s390_board; target_board_eq | strip_offset].
  - unfold s390_form; apply form_int; zlia.
  - intros HT; apply (use390 IH (2 + a) 2 2 (2 + b) y1); [unfold s390_dom; zlia | unfold lex3; lia].
Qed.
Lemma s380_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s380_dom (2 + a) (2 + b) y1) (Hm : meas (s380_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s380_board (2 + a) (2 + b))).
Proof.
  unfold s380_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s380_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s380_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s380_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s380_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s380_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s380_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s380_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C380 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s380_dom in Hdom.
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
      exact (s380_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s380_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s381_c1_moves : rmoves (s381_board 0 1 2 2 1) = [[F; E; T; T; F; F; F; T; E]].
Proof. unfold s381_board. tf_options. Qed.
Lemma s381_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; E; T; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; T; F; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 2 3 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 3 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s381_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s381_dom 0 1 2 2 1 y1) (Hm : meas (s381_board 0 1 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s381_board 0 1 2 2 1)).
Proof.
  unfold s381_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s381_board 0 1 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s381_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s381_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s381_c2_moves (e : nat) : rmoves (s381_board 0 1 2 2 (2 + e)) = [F :: E :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s381_board. tf_options. Qed.
Lemma s381_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; F; F; E; T; F]) []) (s284_board 3) (0) _ (s284_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F; F; E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH 3 y1); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s381_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: F :: F :: E :: T :: repeat F (2 + e)) []) (s285_board 3 (2 + e)) (0) _ (s285_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: F :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH 3 (2 + e) y1); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s381_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s381_dom 0 1 2 2 (2 + e) y1) (Hm : meas (s381_board 0 1 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s381_board 0 1 2 2 (2 + e))).
Proof.
  unfold s381_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s381_board 0 1 2 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s381_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c2_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s381_c2_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c2_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s381_c2_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s381_c3_moves (d : nat) : rmoves (s381_board 1 1 2 (2 + d) 1) = [T :: F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]].
Proof. unfold s381_board. tf_options. Qed.
Lemma s381_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (3 + d)) [(1, 1)]) (s88_board 0 0 3 (3 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (3 + d)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (3 + d) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s381_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s381_dom 1 1 2 (2 + d) 1 y1) (Hm : meas (s381_board 1 1 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s381_board 1 1 2 (2 + d) 1)).
Proof.
  unfold s381_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s381_board 1 1 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s381_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s381_c3_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s381_c4_moves (d e : nat) : rmoves (s381_board 1 1 2 (2 + d) (2 + e)) = [T :: F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s381_board. tf_options. Qed.
Lemma s381_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []) (s381_board 1 1 2 (3 + d) 1) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH 1 1 2 (3 + d) 1 y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s381_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + e)) []) (s381_board 1 1 2 (3 + d) (2 + e)) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH 1 1 2 (3 + d) (2 + e) y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s381_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s381_dom 1 1 2 (2 + d) (2 + e) y1) (Hm : meas (s381_board 1 1 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s381_board 1 1 2 (2 + d) (2 + e))).
Proof.
  unfold s381_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s381_board 1 1 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s381_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c4_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s381_c4_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c4_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s381_c4_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s381_c5_moves (a d : nat) : rmoves (s381_board (2 + a) 1 2 (2 + d) 1) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]].
Proof. unfold s381_board. tf_options. Qed.
Lemma s381_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 2 (3 + d) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (3 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s381_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s381_dom (2 + a) 1 2 (2 + d) 1 y1) (Hm : meas (s381_board (2 + a) 1 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s381_board (2 + a) 1 2 (2 + d) 1)).
Proof.
  unfold s381_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s381_board (2 + a) 1 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s381_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c5_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s381_c5_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s381_c6_moves (a d e : nat) : rmoves (s381_board (2 + a) 1 2 (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s381_board. tf_options. Qed.
Lemma s381_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []) (s381_board (2 + a) 1 2 (3 + d) 1) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH (2 + a) 1 2 (3 + d) 1 y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s381_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + e)) []) (s381_board (2 + a) 1 2 (3 + d) (2 + e)) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH (2 + a) 1 2 (3 + d) (2 + e) y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s381_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s381_dom (2 + a) 1 2 (2 + d) (2 + e) y1) (Hm : meas (s381_board (2 + a) 1 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s381_board (2 + a) 1 2 (2 + d) (2 + e))).
Proof.
  unfold s381_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s381_board (2 + a) 1 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s381_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c6_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s381_c6_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s381_c6_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s381_c6_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s381_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C381 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s381_dom in Hdom.
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
            assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s381_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s381_c2 IH e y1 Hdom Hm Hd Hr).
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
            assert (c = 0) by zlia; subst c.
  exact (s381_c3 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s381_c4 IH d e y1 Hdom Hm Hd Hr).
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
            assert (c = 0) by zlia; subst c.
  exact (s381_c5 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s381_c6 IH a d e y1 Hdom Hm Hd Hr).
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

Lemma s382_c1_moves (a : nat) : rmoves (s382_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; T; F; F; F; T; E; F]; repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; F; E]].
Proof. unfold s382_board. tf_options. Qed.
Lemma s382_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; F; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; F; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; F; F; E; T; F]) []) (s391_board (2 + a)) (0) _ (s391_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; F; F; E; T; F]) []); [reflexivity | unfold s391_board; target_board_eq | strip_offset].
  - unfold s391_form; apply form_int; zlia.
  - intros HT; apply (use391 IH (2 + a) y1); [unfold s391_dom; zlia | unfold lex3; lia].
Qed.
Lemma s382_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; F; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; F; T; F; F; F; T; F; E]) []) (s392_board (1 + a) 2 3 1) (0) _ (s392_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; F; T; F; F; F; T; F; E]) []); [reflexivity | unfold s392_board; target_board_eq | strip_offset].
  - unfold s392_form; apply form_int; zlia.
  - intros HT; apply (use392 IH (1 + a) 2 3 1 y1); [unfold s392_dom; zlia | unfold lex3; lia].
Qed.
Lemma s382_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s382_dom (2 + a) 1 y1) (Hm : meas (s382_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s382_board (2 + a) 1)).
Proof.
  unfold s382_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s382_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s382_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s382_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s382_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s382_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s382_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s382_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C382 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s382_dom in Hdom.
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
      exact (s382_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s383_c1_moves (a b c : nat) : rmoves (s383_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s383_board. tf_options. Qed.
Lemma s383_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s381_board (2 + a) 1 2 (3 + b) (2 + c)) (0) _ (s381_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s381_board; target_board_eq | strip_offset].
  - unfold s381_form; apply form_int; zlia.
  - intros HT; apply (use381 IH (2 + a) 1 2 (3 + b) (2 + c) y1); [unfold s381_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s383_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s393_board (2 + a) (4 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s393_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [T; E; F]) []); [strip_eq | unfold s393_board; target_board_eq | strip_offset].
  - unfold s393_form; apply form_int; zlia.
  - intros HT; apply (use393 IH (2 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s393_dom; zlia | unfold lex3; lia].
Qed.
Lemma s383_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s165_board (2 + a) (4 + b) 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [T; E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (4 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s383_c1_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: T :: repeat F (2 + c)) []) (s383_board (2 + a) (4 + b) (2 + c)) (0) _ (s383_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s383_board; target_board_eq | strip_offset].
  - unfold s383_form; apply form_int; zlia.
  - intros HT; apply (use383 IH (2 + a) (4 + b) (2 + c) y1); [unfold s383_dom; zlia | unfold lex3; lia].
Qed.
Lemma s383_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s383_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s383_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s383_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s383_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s383_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s383_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s383_c1_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s383_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s383_c1_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s383_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s383_c1_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s383_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s383_c1_t2_a3 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s383_c1_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s383_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C383 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s383_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s383_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s384_c1_moves (b c : nat) : rmoves (s384_board 1 (2 + b) (2 + c)) = [T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s384_board. tf_options. Qed.
Lemma s384_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s394_board 1 (2 + b) (2 + c)) (0) _ (s394_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s394_board; target_board_eq | strip_offset].
  - unfold s394_form; apply form_int; zlia.
  - intros HT; apply (use394 IH 1 (2 + b) (2 + c) y1); [unfold s394_dom; zlia | unfold lex3; lia].
Qed.
Lemma s384_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s384_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s384_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s384_board 1 (2 + b) (2 + c))).
Proof.
  unfold s384_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s384_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s384_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s384_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s384_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s384_c2_moves (a b c : nat) : rmoves (s384_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s384_board. tf_options. Qed.
Lemma s384_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s394_board (2 + a) (2 + b) (2 + c)) (0) _ (s394_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s394_board; target_board_eq | strip_offset].
  - unfold s394_form; apply form_int; zlia.
  - intros HT; apply (use394 IH (2 + a) (2 + b) (2 + c) y1); [unfold s394_dom; zlia | unfold lex3; lia].
Qed.
Lemma s384_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s384_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s384_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s384_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s384_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s384_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s384_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s384_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s384_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s384_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C384 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s384_dom in Hdom.
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
        exact (s384_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s384_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s385_c1_moves (c : nat) : rmoves (s385_board 1 1 (2 + c)) = [].
Proof. unfold s385_board. tf_options. Qed.
Lemma s385_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s385_dom 1 1 (2 + c) y1) (Hm : meas (s385_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s385_board 1 1 (2 + c))).
Proof.
  unfold s385_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s385_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s385_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s385_c2_moves (a c : nat) : rmoves (s385_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s385_board. tf_options. Qed.
Lemma s385_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s385_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s385_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s385_board (2 + a) 1 (2 + c))).
Proof.
  unfold s385_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s385_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s385_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s385_c3_moves (a : nat) : rmoves (s385_board (2 + a) 2 2) = [].
Proof. unfold s385_board. tf_options. Qed.
Lemma s385_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s385_dom (2 + a) 2 2 y1) (Hm : meas (s385_board (2 + a) 2 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s385_board (2 + a) 2 2)).
Proof.
  unfold s385_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s385_board (2 + a) 2 2)) in Hg. cbn [rights] in Hg. rewrite s385_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s385_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C385 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s385_dom in Hdom.
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
        exact (s385_c1 IH c y1 Hdom Hm Hd Hr).
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
        exact (s385_c2 IH a c y1 Hdom Hm Hd Hr).
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
        assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s385_c3 IH a y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s386_c1_moves (c : nat) : rmoves (s386_board 1 1 (2 + c)) = [].
Proof. unfold s386_board. tf_options. Qed.
Lemma s386_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s386_dom 1 1 (2 + c) y1) (Hm : meas (s386_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s386_board 1 1 (2 + c))).
Proof.
  unfold s386_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s386_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s386_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s386_c2_moves (a c : nat) : rmoves (s386_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s386_board. tf_options. Qed.
Lemma s386_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s386_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s386_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s386_board (2 + a) 1 (2 + c))).
Proof.
  unfold s386_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s386_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s386_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s386_c3_moves (a : nat) : rmoves (s386_board (2 + a) 2 2) = [].
Proof. unfold s386_board. tf_options. Qed.
Lemma s386_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s386_dom (2 + a) 2 2 y1) (Hm : meas (s386_board (2 + a) 2 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s386_board (2 + a) 2 2)).
Proof.
  unfold s386_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s386_board (2 + a) 2 2)) in Hg. cbn [rights] in Hg. rewrite s386_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s386_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C386 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s386_dom in Hdom.
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
        exact (s386_c1 IH c y1 Hdom Hm Hd Hr).
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
        exact (s386_c2 IH a c y1 Hdom Hm Hd Hr).
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
        assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s386_c3 IH a y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s387_c1_moves (c d : nat) : rmoves (s387_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s387_board. tf_options. Qed.
Lemma s387_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s387_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s387_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s387_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s387_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s387_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s387_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s387_c2_moves (a c d : nat) : rmoves (s387_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s387_board. tf_options. Qed.
Lemma s387_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s387_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s387_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s387_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s387_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s387_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s387_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s387_c3_moves (a d : nat) : rmoves (s387_board (2 + a) 2 2 (2 + d)) = [].
Proof. unfold s387_board. tf_options. Qed.
Lemma s387_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s387_dom (2 + a) 2 2 (2 + d) y1) (Hm : meas (s387_board (2 + a) 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s387_board (2 + a) 2 2 (2 + d))).
Proof.
  unfold s387_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s387_board (2 + a) 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s387_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s387_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C387 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s387_dom in Hdom.
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
          exact (s387_c1 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s387_c2 IH a c d y1 Hdom Hm Hd Hr).
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
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s387_c3 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s388_c1_moves (c d : nat) : rmoves (s388_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s388_board. tf_options. Qed.
Lemma s388_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s388_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s388_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s388_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s388_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s388_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s388_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s388_c2_moves (a c d : nat) : rmoves (s388_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s388_board. tf_options. Qed.
Lemma s388_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s388_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s388_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s388_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s388_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s388_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s388_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s388_c3_moves (a d : nat) : rmoves (s388_board (2 + a) 2 2 (2 + d)) = [].
Proof. unfold s388_board. tf_options. Qed.
Lemma s388_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s388_dom (2 + a) 2 2 (2 + d) y1) (Hm : meas (s388_board (2 + a) 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s388_board (2 + a) 2 2 (2 + d))).
Proof.
  unfold s388_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s388_board (2 + a) 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s388_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s388_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C388 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s388_dom in Hdom.
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
          exact (s388_c1 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s388_c2 IH a c d y1 Hdom Hm Hd Hr).
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
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s388_c3 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s389_c1_moves (c : nat) : rmoves (s389_board 1 1 (2 + c) 1) = [T :: F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F]].
Proof. unfold s389_board. tf_options. Qed.
Lemma s389_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s395_board (2 + c)) (-1) _ (s395_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s395_board; target_board_eq | strip_offset].
  - unfold s395_form; apply form_int; zlia.
  - intros HT; apply (use395 IH (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s395_dom; zlia | unfold lex3; lia].
Qed.
Lemma s389_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s396_board (2 + c)) (-1) _ (s396_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s396_board; target_board_eq | strip_offset].
  - unfold s396_form; apply form_int; zlia.
  - intros HT; apply (use396 IH (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s396_dom; zlia | unfold lex3; lia].
Qed.
Lemma s389_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s389_dom 1 1 (2 + c) 1 y1) (Hm : meas (s389_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s389_board 1 1 (2 + c) 1)).
Proof.
  unfold s389_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s389_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s389_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s389_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s389_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s389_c1_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s389_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s389_c2_moves (c d : nat) : rmoves (s389_board 1 1 (2 + c) (2 + d)) = [T :: F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)].
Proof. unfold s389_board. tf_options. Qed.
Lemma s389_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) []) (s397_board (2 + c) (2 + d)) (-1) _ (s397_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s397_board; target_board_eq | strip_offset].
  - unfold s397_form; apply form_int; zlia.
  - intros HT; apply (use397 IH (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s397_dom; zlia | unfold lex3; lia].
Qed.
Lemma s389_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) []) (s398_board (2 + c) (2 + d)) (-1) _ (s398_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s398_board; target_board_eq | strip_offset].
  - unfold s398_form; apply form_int; zlia.
  - intros HT; apply (use398 IH (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s398_dom; zlia | unfold lex3; lia].
Qed.
Lemma s389_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s389_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s389_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s389_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s389_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s389_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s389_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s389_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s389_c2_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s389_c2_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s389_c2_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s389_c3_moves (a c : nat) : rmoves (s389_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F]].
Proof. unfold s389_board. tf_options. Qed.
Lemma s389_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + c) ++ [F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s399_board (1 + a) (2 + c) 1) (0) _ (s399_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s399_board; target_board_eq | strip_offset].
  - unfold s399_form; apply form_int; zlia.
  - intros HT; apply (use399 IH (1 + a) (2 + c) 1 y1); [unfold s399_dom; zlia | unfold lex3; lia].
Qed.
Lemma s389_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s389_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s389_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s389_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s389_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s389_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s389_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s389_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s389_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s389_c4_moves (a c d : nat) : rmoves (s389_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)].
Proof. unfold s389_board. tf_options. Qed.
Lemma s389_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) []) (s399_board (1 + a) (2 + c) (2 + d)) (0) _ (s399_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s399_board; target_board_eq | strip_offset].
  - unfold s399_form; apply form_int; zlia.
  - intros HT; apply (use399 IH (1 + a) (2 + c) (2 + d) y1); [unfold s399_dom; zlia | unfold lex3; lia].
Qed.
Lemma s389_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s389_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s389_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s389_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s389_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s389_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s389_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s389_c4_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s389_c4_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s389_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C389 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s389_dom in Hdom.
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
          exact (s389_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s389_c2 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s389_c3 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s389_c4 IH a c d y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s390_c1_moves : rmoves (s390_board 0 2 2 1) = [[F; E; T; F; F; E; T; T; F]].
Proof. unfold s390_board. tf_options. Qed.
Lemma s390_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s390_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s390_dom 0 2 2 1 y1) (Hm : meas (s390_board 0 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s390_board 0 2 2 1)).
Proof.
  unfold s390_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s390_board 0 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s390_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s390_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s390_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s390_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s390_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s390_c2_moves (d : nat) : rmoves (s390_board 0 2 2 (2 + d)) = [F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s390_board. tf_options. Qed.
Lemma s390_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 2 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 2 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s390_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s390_dom 0 2 2 (2 + d) y1) (Hm : meas (s390_board 0 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s390_board 0 2 2 (2 + d))).
Proof.
  unfold s390_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s390_board 0 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s390_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s390_c2_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s390_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s390_c2_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s390_c2_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s390_c3_moves : rmoves (s390_board 1 2 2 1) = [[T; F; E; T; F; F; E; T; T; F]].
Proof. unfold s390_board. tf_options. Qed.
Lemma s390_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; T; T; F]) []) (s135_board 2 2 2 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; T; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; T; T; F]) []) (s319_board 2 2 2 1) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; T; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 2 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s390_dom 1 2 2 1 y1) (Hm : meas (s390_board 1 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s390_board 1 2 2 1)).
Proof.
  unfold s390_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s390_board 1 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s390_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s390_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s390_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s390_c3_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s390_c3_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s390_c4_moves (d : nat) : rmoves (s390_board 1 2 2 (2 + d)) = [T :: F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s390_board. tf_options. Qed.
Lemma s390_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []) (s135_board 2 2 2 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []) (s319_board 2 2 2 (2 + d)) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 2 2 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s390_dom 1 2 2 (2 + d) y1) (Hm : meas (s390_board 1 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s390_board 1 2 2 (2 + d))).
Proof.
  unfold s390_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s390_board 1 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s390_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s390_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s390_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s390_c4_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s390_c4_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s390_c5_moves (a : nat) : rmoves (s390_board (2 + a) 2 2 1) = [repeat T (2 + a) ++ [F; E; T; F; F; E; T; T; F]].
Proof. unfold s390_board. tf_options. Qed.
Lemma s390_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s170_board (2 + a) 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s170_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; T; F]) []); [strip_eq | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 2 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s170_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s400_board (2 + a) 1 1 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s400_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; T; F]) []); [strip_eq | unfold s400_board; target_board_eq | strip_offset].
  - unfold s400_form; apply form_int; zlia.
  - intros HT; apply (use400 IH (2 + a) 1 1 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s400_dom; zlia | unfold lex3; lia].
Qed.
Lemma s390_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s390_dom (2 + a) 2 2 1 y1) (Hm : meas (s390_board (2 + a) 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s390_board (2 + a) 2 2 1)).
Proof.
  unfold s390_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s390_board (2 + a) 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s390_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s390_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s390_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s390_c5_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s390_c5_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s390_c6_moves (a d : nat) : rmoves (s390_board (2 + a) 2 2 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s390_board. tf_options. Qed.
Lemma s390_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s170_board (2 + a) 2 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s170_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 2 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s170_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s390_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s400_board (2 + a) 1 1 2 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s400_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s400_board; target_board_eq | strip_offset].
  - unfold s400_form; apply form_int; zlia.
  - intros HT; apply (use400 IH (2 + a) 1 1 2 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s400_dom; zlia | unfold lex3; lia].
Qed.
Lemma s390_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s390_dom (2 + a) 2 2 (2 + d) y1) (Hm : meas (s390_board (2 + a) 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s390_board (2 + a) 2 2 (2 + d))).
Proof.
  unfold s390_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s390_board (2 + a) 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s390_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s390_c6_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s390_c6_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s390_c6_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s390_c6_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s390_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C390 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s390_dom in Hdom.
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
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s390_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s390_c2 IH d y1 Hdom Hm Hd Hr).
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
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s390_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s390_c4 IH d y1 Hdom Hm Hd Hr).
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
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s390_c5 IH a y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s390_c6 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s391_c1_moves (a : nat) : rmoves (s391_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; F; F; E; T; F]; repeat T (2 + a) ++ [F; T; E; T; F; F; F; F; T; E]].
Proof. unfold s391_board. tf_options. Qed.
Lemma s391_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F; F; E; T; F]) []) (s247_board (2 + a) 1 2 1 1) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (2 + a) 1 2 1 1 y1); [unfold s247_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s391_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; F; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; F; F; F]) [(1, 1)]) (s88_board (2 + a) 1 2 4 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 4 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s391_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s391_dom (2 + a) y1) (Hm : meas (s391_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s391_board (2 + a))).
Proof.
  unfold s391_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s391_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s391_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s391_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s391_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s391_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s391_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s391_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C391 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s391_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s391_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s392_c1_moves (c : nat) : rmoves (s392_board 1 2 (3 + c) 1) = [].
Proof. unfold s392_board. tf_options. Qed.
Lemma s392_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s392_dom 1 2 (3 + c) 1 y1) (Hm : meas (s392_board 1 2 (3 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s392_board 1 2 (3 + c) 1)).
Proof.
  unfold s392_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s392_board 1 2 (3 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s392_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s392_c2_moves (a c : nat) : rmoves (s392_board (2 + a) 2 (3 + c) 1) = [].
Proof. unfold s392_board. tf_options. Qed.
Lemma s392_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s392_dom (2 + a) 2 (3 + c) 1 y1) (Hm : meas (s392_board (2 + a) 2 (3 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s392_board (2 + a) 2 (3 + c) 1)).
Proof.
  unfold s392_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s392_board (2 + a) 2 (3 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s392_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s392_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C392 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s392_dom in Hdom.
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
          assert (b = 0) by zlia; subst b.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s392_c1 IH c y1 Hdom Hm Hd Hr).
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
          assert (b = 0) by zlia; subst b.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s392_c2 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
    }
  }
Qed.

Lemma s393_c1_moves (a b : nat) : rmoves (s393_board (2 + a) (4 + b) 1) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (4 + b) ++ [T; E; F]; repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [T; F; E]].
Proof. unfold s393_board. tf_options. Qed.
Lemma s393_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (4 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (4 + b) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (4 + b) ++ [E; T; F]) []) (s401_board (2 + a) (4 + b)) (0) _ (s401_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (4 + b) ++ [E; T; F]) []); [reflexivity | unfold s401_board; target_board_eq | strip_offset].
  - unfold s401_form; apply form_int; zlia.
  - intros HT; apply (use401 IH (2 + a) (4 + b) y1); [unfold s401_dom; zlia | unfold lex3; lia].
Qed.
Lemma s393_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: T :: F :: T :: repeat F (4 + b) ++ [T; F; E]) []) (s392_board (1 + a) 2 (4 + b) 1) (0) _ (s392_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: T :: F :: T :: repeat F (4 + b) ++ [T; F; E]) []); [reflexivity | unfold s392_board; target_board_eq | strip_offset].
  - unfold s392_form; apply form_int; zlia.
  - intros HT; apply (use392 IH (1 + a) 2 (4 + b) 1 y1); [unfold s392_dom; zlia | unfold lex3; lia].
Qed.
Lemma s393_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s393_dom (2 + a) (4 + b) 1 y1) (Hm : meas (s393_board (2 + a) (4 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s393_board (2 + a) (4 + b) 1)).
Proof.
  unfold s393_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s393_board (2 + a) (4 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s393_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s393_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s393_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s393_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s393_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s393_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C393 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s393_dom in Hdom.
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
        do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s393_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s394_c1_moves (b c : nat) : rmoves (s394_board 1 (2 + b) (2 + c)) = [T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s394_board. tf_options. Qed.
Lemma s394_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s159_board 1 2 (3 + b) (2 + c)) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 (3 + b) (2 + c) y1); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s394_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s394_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s394_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s394_board 1 (2 + b) (2 + c))).
Proof.
  unfold s394_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s394_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s394_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s394_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s394_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s394_c2_moves (a b c : nat) : rmoves (s394_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s394_board. tf_options. Qed.
Lemma s394_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s159_board (2 + a) 2 (3 + b) (2 + c)) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 (3 + b) (2 + c) y1); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s394_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s394_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s394_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s394_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s394_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s394_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s394_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s394_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s394_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s394_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C394 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s394_dom in Hdom.
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
        exact (s394_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s394_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s395_c1_moves : rmoves (s395_board 1) = [[F; T; E; E; T; F; T; F]; [E; T; F; F; T; E; T; F]].
Proof. unfold s395_board. tf_options. Qed.
Lemma s395_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; E; T; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; E; T; F; T; F]) []) (s93_board 0) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; F]) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH 0 y1); [unfold s93_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s395_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; T; F; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E; T; T; F]) []) (s135_board 1 2 2 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 2 1 y1); [unfold s135_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s395_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s395_dom 1 y1) (Hm : meas (s395_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s395_board 1)).
Proof.
  unfold s395_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s395_board 1)) in Hg. cbn [rights] in Hg. rewrite s395_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s395_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s395_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s395_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s395_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s395_c2_moves (a : nat) : rmoves (s395_board (2 + a)) = [F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F]].
Proof. unfold s395_board. tf_options. Qed.
Lemma s395_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: repeat T (2 + a) ++ [F; T; F]) []) (s169_board 0 (2 + a) 1 1) (0) _ (s169_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + a) ++ [F; T; F]) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH 0 (2 + a) 1 1 y1); [unfold s169_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s395_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s395_dom (2 + a) y1) (Hm : meas (s395_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s395_board (2 + a))).
Proof.
  unfold s395_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s395_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s395_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s395_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s395_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s395_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C395 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s395_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s395_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s395_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s396_c1_moves : rmoves (s396_board 0) = [[F; T; E; E; F; T; F]; [E; T; F; F; E; T; F]].
Proof. unfold s396_board. tf_options. Qed.
Lemma s396_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s28_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s396_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s396_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s396_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s396_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s396_dom 0 y1) (Hm : meas (s396_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s396_board 0)).
Proof.
  unfold s396_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s396_board 0)) in Hg. cbn [rights] in Hg. rewrite s396_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s396_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s396_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s396_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s396_c1_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s396_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s396_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s396_c1_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s396_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s396_c2_moves : rmoves (s396_board 1) = [[F; T; E; E; T; F; T; F]; [E; T; F; F; T; E; T; F]].
Proof. unfold s396_board. tf_options. Qed.
Lemma s396_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T; F; T; F])).
Proof.
  apply (answer_form_L _ (s61_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s61_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s61_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s396_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; T; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T; F; T; F])).
Proof.
  apply (answer_form_L _ (s402_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s402_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; F]) []); [strip_eq | unfold s402_board; target_board_eq | strip_offset].
  - unfold s402_form; apply form_int; zlia.
  - intros HT; apply (use402 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s402_dom; zlia | unfold lex3; lia].
Qed.
Lemma s396_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E; T; T; F]) []) (s319_board 1 2 2 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 2 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s396_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s396_dom 1 y1) (Hm : meas (s396_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s396_board 1)).
Proof.
  unfold s396_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s396_board 1)) in Hg. cbn [rights] in Hg. rewrite s396_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s396_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s396_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s396_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s396_c2_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s396_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s396_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s396_c3_moves (a : nat) : rmoves (s396_board (2 + a)) = [F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F]].
Proof. unfold s396_board. tf_options. Qed.
Lemma s396_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F])).
Proof.
  apply (answer_form_L _ (s134_board 1 (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s134_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + a) ++ [F; T; F]) []); [strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 1 (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s134_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s396_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ [F; T; F])).
Proof.
  apply (answer_form_L _ (s402_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s402_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + a) ++ [F; T; F]) []); [strip_eq | unfold s402_board; target_board_eq | strip_offset].
  - unfold s402_form; apply form_int; zlia.
  - intros HT; apply (use402 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s402_dom; zlia | unfold lex3; lia].
Qed.
Lemma s396_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s396_dom (2 + a) y1) (Hm : meas (s396_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s396_board (2 + a))).
Proof.
  unfold s396_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s396_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s396_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s396_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s396_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s396_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s396_c3_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s396_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C396 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s396_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s396_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s396_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s396_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s397_c1_moves (b : nat) : rmoves (s397_board 1 (2 + b)) = [F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b); E :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s397_board. tf_options. Qed.
Lemma s397_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: T :: F :: T :: repeat F (2 + b)) []) (s94_board 0 (2 + b)) (0) _ (s94_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s94_board; target_board_eq | strip_offset].
  - unfold s94_form; apply form_int; zlia.
  - intros HT; apply (use94 IH 0 (2 + b) y1); [unfold s94_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s397_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []) (s135_board 1 2 2 (2 + b)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 2 (2 + b) y1); [unfold s135_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s397_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s397_dom 1 (2 + b) y1) (Hm : meas (s397_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s397_board 1 (2 + b))).
Proof.
  unfold s397_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s397_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s397_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s397_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s397_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s397_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s397_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s397_c2_moves (a b : nat) : rmoves (s397_board (2 + a) (2 + b)) = [F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)].
Proof. unfold s397_board. tf_options. Qed.
Lemma s397_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)) []) (s169_board 0 (2 + a) 1 (2 + b)) (0) _ (s169_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH 0 (2 + a) 1 (2 + b) y1); [unfold s169_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s397_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s397_dom (2 + a) (2 + b) y1) (Hm : meas (s397_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s397_board (2 + a) (2 + b))).
Proof.
  unfold s397_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s397_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s397_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s397_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s397_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s397_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C397 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s397_dom in Hdom.
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
      exact (s397_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s397_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s398_c1_moves (b : nat) : rmoves (s398_board 0 (2 + b)) = [F :: T :: E :: E :: F :: T :: repeat F (2 + b); E :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s398_board. tf_options. Qed.
Lemma s398_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s28_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s398_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s398_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s398_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s398_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s398_dom 0 (2 + b) y1) (Hm : meas (s398_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s398_board 0 (2 + b))).
Proof.
  unfold s398_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s398_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s398_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s398_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s398_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s398_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s398_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s398_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s398_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s398_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s398_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s398_c2_moves (b : nat) : rmoves (s398_board 1 (2 + b)) = [F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b); E :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s398_board. tf_options. Qed.
Lemma s398_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s62_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s62_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s62_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s398_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s403_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s403_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s403_board; target_board_eq | strip_offset].
  - unfold s403_form; apply form_int; zlia.
  - intros HT; apply (use403 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s403_dom; zlia | unfold lex3; lia].
Qed.
Lemma s398_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []) (s319_board 1 2 2 (2 + b)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 2 (2 + b) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s398_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s398_dom 1 (2 + b) y1) (Hm : meas (s398_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s398_board 1 (2 + b))).
Proof.
  unfold s398_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s398_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s398_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s398_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s398_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s398_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s398_c2_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s398_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s398_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s398_c3_moves (a b : nat) : rmoves (s398_board (2 + a) (2 + b)) = [F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)].
Proof. unfold s398_board. tf_options. Qed.
Lemma s398_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s134_board 1 (2 + a) 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s134_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 1 (2 + a) 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s134_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s398_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s403_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s403_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + a) ++ F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s403_board; target_board_eq | strip_offset].
  - unfold s403_form; apply form_int; zlia.
  - intros HT; apply (use403 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s403_dom; zlia | unfold lex3; lia].
Qed.
Lemma s398_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s398_dom (2 + a) (2 + b) y1) (Hm : meas (s398_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s398_board (2 + a) (2 + b))).
Proof.
  unfold s398_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s398_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s398_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s398_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s398_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s398_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s398_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s398_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C398 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s398_dom in Hdom.
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
      exact (s398_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s398_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s398_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s399_c1_moves (b : nat) : rmoves (s399_board 1 (2 + b) 0) = [T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T]].
Proof. unfold s399_board. tf_options. Qed.
Lemma s399_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ [F]) [(1, 0)]) (s124_board 1 (3 + b) 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ [F]) [(1, 0)]); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (3 + b) 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s399_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s399_dom 1 (2 + b) 0 y1) (Hm : meas (s399_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s399_board 1 (2 + b) 0)).
Proof.
  unfold s399_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s399_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s399_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s399_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s399_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s399_c2_moves (b : nat) : rmoves (s399_board 1 (2 + b) 1) = [T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T; F]].
Proof. unfold s399_board. tf_options. Qed.
Lemma s399_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ [F; T; F]) []) (s389_board 1 1 (3 + b) 1) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ [F; T; F]) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH 1 1 (3 + b) 1 y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s399_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s399_dom 1 (2 + b) 1 y1) (Hm : meas (s399_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s399_board 1 (2 + b) 1)).
Proof.
  unfold s399_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s399_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s399_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s399_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s399_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s399_c3_moves (b c : nat) : rmoves (s399_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + c)].
Proof. unfold s399_board. tf_options. Qed.
Lemma s399_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ F :: T :: repeat F (2 + c)) []) (s389_board 1 1 (3 + b) (2 + c)) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH 1 1 (3 + b) (2 + c) y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s399_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s399_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s399_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s399_board 1 (2 + b) (2 + c))).
Proof.
  unfold s399_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s399_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s399_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s399_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s399_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s399_c4_moves (a b : nat) : rmoves (s399_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T]].
Proof. unfold s399_board. tf_options. Qed.
Lemma s399_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ [F]) [(1, 0)]) (s124_board (2 + a) (3 + b) 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ [F]) [(1, 0)]); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (3 + b) 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s399_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s399_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s399_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s399_board (2 + a) (2 + b) 0)).
Proof.
  unfold s399_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s399_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s399_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s399_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s399_c4_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s399_c5_moves (a b : nat) : rmoves (s399_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T; F]].
Proof. unfold s399_board. tf_options. Qed.
Lemma s399_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ [F; T; F]) []) (s389_board (2 + a) 1 (3 + b) 1) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ [F; T; F]) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH (2 + a) 1 (3 + b) 1 y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s399_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s399_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s399_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s399_board (2 + a) (2 + b) 1)).
Proof.
  unfold s399_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s399_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s399_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s399_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s399_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s399_c6_moves (a b c : nat) : rmoves (s399_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + c)].
Proof. unfold s399_board. tf_options. Qed.
Lemma s399_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ F :: T :: repeat F (2 + c)) []) (s389_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (s389_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s389_board; target_board_eq | strip_offset].
  - unfold s389_form; apply form_int; zlia.
  - intros HT; apply (use389 IH (2 + a) 1 (3 + b) (2 + c) y1); [unfold s389_dom; zlia | unfold lex3; lia].
Qed.
Lemma s399_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s399_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s399_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s399_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s399_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s399_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s399_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s399_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s399_c6_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s399_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C399 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s399_dom in Hdom.
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
        exact (s399_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s399_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s399_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s399_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s399_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s399_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s400_c1_moves (a : nat) : rmoves (s400_board (2 + a) 1 1 2 2 1) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F]].
Proof. unfold s400_board. tf_options. Qed.
Lemma s400_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s404_board (2 + a) 2 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s404_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F]) []); [strip_eq | unfold s404_board; target_board_eq | strip_offset].
  - unfold s404_form; apply form_int; zlia.
  - intros HT; apply (use404 IH (2 + a) 2 1 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s404_dom; zlia | unfold lex3; lia].
Qed.
Lemma s400_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s378_board (2 + a) 2 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s378_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F]) []); [strip_eq | unfold s378_board; target_board_eq | strip_offset].
  - unfold s378_form; apply form_int; zlia.
  - intros HT; apply (use378 IH (2 + a) 2 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s378_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s400_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s400_dom (2 + a) 1 1 2 2 1 y1) (Hm : meas (s400_board (2 + a) 1 1 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s400_board (2 + a) 1 1 2 2 1)).
Proof.
  unfold s400_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s400_board (2 + a) 1 1 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s400_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s400_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s400_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s400_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s400_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s400_c2_moves (a f : nat) : rmoves (s400_board (2 + a) 1 1 2 2 (2 + f)) = [repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + f)].
Proof. unfold s400_board. tf_options. Qed.
Lemma s400_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + f))).
Proof.
  apply (answer_form_L _ (s404_board (2 + a) 2 1 2 (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s404_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + f)) []); [strip_eq | unfold s404_board; target_board_eq | strip_offset].
  - unfold s404_form; apply form_int; zlia.
  - intros HT; apply (use404 IH (2 + a) 2 1 2 (2 + f) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s404_dom; zlia | unfold lex3; lia].
Qed.
Lemma s400_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + f))).
Proof.
  apply (answer_form_L _ (s378_board (2 + a) 2 1 2 (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s378_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + f)) []); [strip_eq | unfold s378_board; target_board_eq | strip_offset].
  - unfold s378_form; apply form_int; zlia.
  - intros HT; apply (use378 IH (2 + a) 2 1 2 (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s378_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s400_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hdom : s400_dom (2 + a) 1 1 2 2 (2 + f) y1) (Hm : meas (s400_board (2 + a) 1 1 2 2 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s400_board (2 + a) 1 1 2 2 (2 + f))).
Proof.
  unfold s400_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s400_board (2 + a) 1 1 2 2 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s400_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s400_c2_t1_a1 IH a f y1 Hw (move_below_r _ _ 0 _ _ (s400_c2_moves a f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s400_c2_t1_a2 IH a f y1 Hw (move_below_r _ _ 0 _ _ (s400_c2_moves a f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s400_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C400 mm dd rr.
Proof.
  intros a b c d e f y1 Hdom Hm Hd Hr. unfold s400_dom in Hdom.
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
              assert (d = 0) by zlia; subst d.
  assert (e = 0) by zlia; subst e.
  exact (s400_c1 IH a y1 Hdom Hm Hd Hr).
            }
            {
              assert (d = 0) by zlia; subst d.
  assert (e = 0) by zlia; subst e.
  exact (s400_c2 IH a f y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s401_c1_moves (a b : nat) : rmoves (s401_board (2 + a) (4 + b)) = [repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]; repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (5 + b) ++ [T; E]].
Proof. unfold s401_board. tf_options. Qed.
Lemma s401_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s247_board (2 + a) 1 (3 + b) 1 1) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (2 + a) 1 (3 + b) 1 1 y1); [unfold s247_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s401_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (5 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (5 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (5 + b)) [(1, 1)]) (s88_board (2 + a) 1 2 (5 + b) 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (5 + b)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (5 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s401_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s401_dom (2 + a) (4 + b) y1) (Hm : meas (s401_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s401_board (2 + a) (4 + b))).
Proof.
  unfold s401_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s401_board (2 + a) (4 + b))) in Hg. cbn [rights] in Hg. rewrite s401_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s401_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s401_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s401_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s401_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s401_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C401 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s401_dom in Hdom.
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
  exact (s401_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s402_c1_moves : rmoves (s402_board 0) = [[T; E; F; E; T; F]].
Proof. unfold s402_board. tf_options. Qed.
Lemma s402_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s402_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s402_dom 0 y1) (Hm : meas (s402_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s402_board 0)).
Proof.
  unfold s402_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s402_board 0)) in Hg. cbn [rights] in Hg. rewrite s402_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s402_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s402_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s402_c2_moves : rmoves (s402_board 1) = [[T; E; F; T; E; T; F]].
Proof. unfold s402_board. tf_options. Qed.
Lemma s402_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; E; T; T; F]) []) (s235_board 1 0 2) (0) _ (s235_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E; T; T; F]) []); [reflexivity | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH 1 0 2 y1); [unfold s235_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s402_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s402_dom 1 y1) (Hm : meas (s402_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s402_board 1)).
Proof.
  unfold s402_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s402_board 1)) in Hg. cbn [rights] in Hg. rewrite s402_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s402_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s402_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s402_c3_moves (a : nat) : rmoves (s402_board (2 + a)) = [].
Proof. unfold s402_board. tf_options. Qed.
Lemma s402_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s402_dom (2 + a) y1) (Hm : meas (s402_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s402_board (2 + a))).
Proof.
  unfold s402_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s402_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s402_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s402_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C402 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s402_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s402_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s402_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s402_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s403_c1_moves (b : nat) : rmoves (s403_board 0 (2 + b)) = [T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s403_board. tf_options. Qed.
Lemma s403_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s319_board 1 1 1 (2 + b)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + b) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s403_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s403_dom 0 (2 + b) y1) (Hm : meas (s403_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s403_board 0 (2 + b))).
Proof.
  unfold s403_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s403_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s403_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s403_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s403_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s403_c2_moves (b : nat) : rmoves (s403_board 1 (2 + b)) = [T :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s403_board. tf_options. Qed.
Lemma s403_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s236_board 1 0 2 (2 + b)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 1 0 2 (2 + b) y1); [unfold s236_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s403_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s403_dom 1 (2 + b) y1) (Hm : meas (s403_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s403_board 1 (2 + b))).
Proof.
  unfold s403_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s403_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s403_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s403_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s403_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s403_c3_moves (a b : nat) : rmoves (s403_board (2 + a) (2 + b)) = [].
Proof. unfold s403_board. tf_options. Qed.
Lemma s403_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s403_dom (2 + a) (2 + b) y1) (Hm : meas (s403_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s403_board (2 + a) (2 + b))).
Proof.
  unfold s403_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s403_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s403_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s403_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C403 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s403_dom in Hdom.
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
      exact (s403_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s403_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s403_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s404_c1_moves (a : nat) : rmoves (s404_board (2 + a) 2 1 2 1) = [repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F]].
Proof. unfold s404_board. tf_options. Qed.
Lemma s404_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; E; T; T; F]) []) (s405_board (2 + a) 2 2 1) (0) _ (s405_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; E; T; T; F]) []); [reflexivity | unfold s405_board; target_board_eq | strip_offset].
  - unfold s405_form; apply form_int; zlia.
  - intros HT; apply (use405 IH (2 + a) 2 2 1 y1); [unfold s405_dom; zlia | unfold lex3; lia].
Qed.
Lemma s404_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s404_dom (2 + a) 2 1 2 1 y1) (Hm : meas (s404_board (2 + a) 2 1 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s404_board (2 + a) 2 1 2 1)).
Proof.
  unfold s404_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s404_board (2 + a) 2 1 2 1)) in Hg. cbn [rights] in Hg. rewrite s404_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s404_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s404_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s404_c2_moves (a e : nat) : rmoves (s404_board (2 + a) 2 1 2 (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s404_board. tf_options. Qed.
Lemma s404_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: T :: repeat F (2 + e)) []) (s405_board (2 + a) 2 2 (2 + e)) (0) _ (s405_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: T :: repeat F (2 + e)) []); [reflexivity | unfold s405_board; target_board_eq | strip_offset].
  - unfold s405_form; apply form_int; zlia.
  - intros HT; apply (use405 IH (2 + a) 2 2 (2 + e) y1); [unfold s405_dom; zlia | unfold lex3; lia].
Qed.
Lemma s404_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s404_dom (2 + a) 2 1 2 (2 + e) y1) (Hm : meas (s404_board (2 + a) 2 1 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s404_board (2 + a) 2 1 2 (2 + e))).
Proof.
  unfold s404_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s404_board (2 + a) 2 1 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s404_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s404_c2_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s404_c2_moves a e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s404_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C404 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s404_dom in Hdom.
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
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  exact (s404_c1 IH a y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  exact (s404_c2 IH a e y1 Hdom Hm Hd Hr).
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

Lemma s405_c1_moves (a : nat) : rmoves (s405_board (2 + a) 2 2 1) = [repeat T (2 + a) ++ [F; F; F; E; T; E; T; T; F]].
Proof. unfold s405_board. tf_options. Qed.
Lemma s405_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; E; T; T; T; F]) []) (s159_board (2 + a) 3 3 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; E; T; T; T; F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 3 3 1 y1); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s405_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s405_dom (2 + a) 2 2 1 y1) (Hm : meas (s405_board (2 + a) 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s405_board (2 + a) 2 2 1)).
Proof.
  unfold s405_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s405_board (2 + a) 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s405_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s405_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s405_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s405_c2_moves (a d : nat) : rmoves (s405_board (2 + a) 2 2 (2 + d)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s405_board. tf_options. Qed.
Lemma s405_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: E :: T :: T :: T :: repeat F (2 + d)) []) (s159_board (2 + a) 3 3 (2 + d)) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: E :: T :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 3 3 (2 + d) y1); [unfold s159_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s405_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s405_dom (2 + a) 2 2 (2 + d) y1) (Hm : meas (s405_board (2 + a) 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s405_board (2 + a) 2 2 (2 + d))).
Proof.
  unfold s405_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s405_board (2 + a) 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s405_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s405_c2_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s405_c2_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s405_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C405 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s405_dom in Hdom.
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
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s405_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s405_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s406_c1_moves (a b : nat) : rmoves (s406_board (2 + a) (3 + b) 1 0 0 0) = [].
Proof. unfold s406_board. tf_options. Qed.
Lemma s406_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s406_dom (2 + a) (3 + b) 1 0 0 0 y1) (Hm : meas (s406_board (2 + a) (3 + b) 1 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s406_board (2 + a) (3 + b) 1 0 0 0)).
Proof.
  unfold s406_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s406_board (2 + a) (3 + b) 1 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s406_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s406_c2_moves (a b : nat) : rmoves (s406_board (2 + a) (3 + b) 1 0 1 1) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; T; E]].
Proof. unfold s406_board. tf_options. Qed.
Lemma s406_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E]) [(1, 0)]) (s348_board (2 + a) (3 + b)) (0) _ (s348_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s348_board; target_board_eq | strip_offset].
  - unfold s348_form; apply form_int; zlia.
  - intros HT; apply (use348 IH (2 + a) (3 + b) y1); [unfold s348_dom; zlia | unfold lex3; lia].
Qed.
Lemma s406_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s406_dom (2 + a) (3 + b) 1 0 1 1 y1) (Hm : meas (s406_board (2 + a) (3 + b) 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s406_board (2 + a) (3 + b) 1 0 1 1)).
Proof.
  unfold s406_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s406_board (2 + a) (3 + b) 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s406_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s406_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s406_c3_moves (a b e f : nat) : rmoves (s406_board (2 + a) (3 + b) 1 0 (2 + e) (2 + f)) = [].
Proof. unfold s406_board. tf_options. Qed.
Lemma s406_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e f y1 : nat)
  (Hdom : s406_dom (2 + a) (3 + b) 1 0 (2 + e) (2 + f) y1) (Hm : meas (s406_board (2 + a) (3 + b) 1 0 (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s406_board (2 + a) (3 + b) 1 0 (2 + e) (2 + f))).
Proof.
  unfold s406_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s406_board (2 + a) (3 + b) 1 0 (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s406_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s406_c4_moves (a b : nat) : rmoves (s406_board (2 + a) (2 + b) 1 1 1 1) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; T; F]; repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s406_board. tf_options. Qed.
Lemma s406_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; E; T; F]) []) (s406_board (2 + a) (3 + b) 1 0 1 1) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) (3 + b) 1 0 1 1 y1); [unfold s406_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s406_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]) (s352_board (2 + a) (2 + b) 2) (0) _ (s352_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH (2 + a) (2 + b) 2 y1); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s406_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s406_dom (2 + a) (2 + b) 1 1 1 1 y1) (Hm : meas (s406_board (2 + a) (2 + b) 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s406_board (2 + a) (2 + b) 1 1 1 1)).
Proof.
  unfold s406_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s406_board (2 + a) (2 + b) 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s406_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s406_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c4_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s406_c4_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s406_c5_moves (a b e f : nat) : rmoves (s406_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f)) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: E :: repeat T (2 + e) ++ repeat F (2 + f)].
Proof. unfold s406_board. tf_options. Qed.
Lemma s406_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat (2 + f) = 0 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: E :: repeat T (2 + e) ++ repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: E :: repeat T (2 + e) ++ repeat F (2 + f))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: E :: repeat T (2 + e) ++ repeat F (2 + f)) []) (s406_board (2 + a) (3 + b) 1 0 (2 + e) (2 + f)) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: E :: repeat T (2 + e) ++ repeat F (2 + f)) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) (3 + b) 1 0 (2 + e) (2 + f) y1); [unfold s406_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s406_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e f y1 : nat)
  (Hdom : s406_dom (2 + a) (2 + b) 1 1 (2 + e) (2 + f) y1) (Hm : meas (s406_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s406_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f))).
Proof.
  unfold s406_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s406_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s406_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat (2 + f) = 0 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c5_t1_a1 IH a b e f y1 Hw (move_below_r _ _ 0 _ _ (s406_c5_moves a b e f) eq_refl Hm) Hd Hr). }

Qed.

Lemma s406_c6_moves (a b d : nat) : rmoves (s406_board (2 + a) (2 + b) 1 (2 + d) 1 1) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; T; F]; repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [T; E]].
Proof. unfold s406_board. tf_options. Qed.
Lemma s406_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; T; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s406_board (2 + a) (3 + b) 1 1 1 1) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) (3 + b) 1 1 1 1 y1); [unfold s406_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s406_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; T; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; T; F]) []) (s406_board (2 + a) (3 + b) 1 (2 + d) 1 1) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) (3 + b) 1 (2 + d) 1 1 y1); [unfold s406_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s406_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]) (s352_board (2 + a) (2 + b) (3 + d)) (0) _ (s352_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]); [reflexivity | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH (2 + a) (2 + b) (3 + d) y1); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s406_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s406_dom (2 + a) (2 + b) 1 (2 + d) 1 1 y1) (Hm : meas (s406_board (2 + a) (2 + b) 1 (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s406_board (2 + a) (2 + b) 1 (2 + d) 1 1)).
Proof.
  unfold s406_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s406_board (2 + a) (2 + b) 1 (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s406_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c6_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s406_c6_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c6_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s406_c6_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c6_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s406_c6_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s406_c7_moves (a b d e f : nat) : rmoves (s406_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat T (2 + e) ++ repeat F (2 + f)].
Proof. unfold s406_board. tf_options. Qed.
Lemma s406_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) - Z.of_nat (2 + f) = 0 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat T (2 + e) ++ repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat T (2 + e) ++ repeat F (2 + f))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: F :: E :: repeat T (2 + e) ++ repeat F (2 + f)) []) (s406_board (2 + a) (3 + b) 1 1 (2 + e) (2 + f)) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: F :: E :: repeat T (2 + e) ++ repeat F (2 + f)) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) (3 + b) 1 1 (2 + e) (2 + f) y1); [unfold s406_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s406_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) - Z.of_nat (2 + f) = 0 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat T (2 + e) ++ repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat T (2 + e) ++ repeat F (2 + f))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat T (2 + e) ++ repeat F (2 + f)) []) (s406_board (2 + a) (3 + b) 1 (2 + d) (2 + e) (2 + f)) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat T (2 + e) ++ repeat F (2 + f)) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) (3 + b) 1 (2 + d) (2 + e) (2 + f) y1); [unfold s406_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s406_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hdom : s406_dom (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f) y1) (Hm : meas (s406_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s406_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f))).
Proof.
  unfold s406_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s406_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s406_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) - Z.of_nat (2 + f) = 0 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c7_t1_a1 IH a b d e f y1 Hw (move_below_r _ _ 0 _ _ (s406_c7_moves a b d e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) - Z.of_nat (2 + f) = 0 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s406_c7_t1_a2 IH a b d e f y1 Hw (move_below_r _ _ 0 _ _ (s406_c7_moves a b d e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s406_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C406 mm dd rr.
Proof.
  intros a b c d e f y1 Hdom Hm Hd Hr. unfold s406_dom in Hdom.
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
              do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s406_c1 IH a b y1 Hdom Hm Hd Hr).
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
              do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s406_c2 IH a b y1 Hdom Hm Hd Hr).
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
              do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s406_c3 IH a b e f y1 Hdom Hm Hd Hr).
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
              exact (s406_c4 IH a b y1 Hdom Hm Hd Hr).
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
              exact (s406_c5 IH a b e f y1 Hdom Hm Hd Hr).
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
              exact (s406_c6 IH a b d y1 Hdom Hm Hd Hr).
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
              exact (s406_c7 IH a b d e f y1 Hdom Hm Hd Hr).
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

Lemma s407_c1_moves : rmoves (s407_board 2 3 1) = [[E; T; T; F; T; F; F; F; F; E; T; F]].
Proof. unfold s407_board. tf_options. Qed.
Lemma s407_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; F; T; F; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s408_board 2 4 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s408_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; F; F; E; T; F]) []); [strip_eq | unfold s408_board; target_board_eq | strip_offset].
  - unfold s408_form; apply form_int; zlia.
  - intros HT; apply (use408 IH 2 4 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s408_dom; zlia | unfold lex3; lia].
Qed.
Lemma s407_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; F; T; F; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s409_board 2 4 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s409_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; F; F; E; T; F]) []); [strip_eq | unfold s409_board; target_board_eq | strip_offset].
  - unfold s409_form; apply form_int; zlia.
  - intros HT; apply (use409 IH 2 4 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s409_dom; zlia | unfold lex3; lia].
Qed.
Lemma s407_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s407_dom 2 3 1 y1) (Hm : meas (s407_board 2 3 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s407_board 2 3 1)).
Proof.
  unfold s407_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s407_board 2 3 1)) in Hg. cbn [rights] in Hg. rewrite s407_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s407_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s407_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s407_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s407_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s407_c2_moves (c : nat) : rmoves (s407_board 2 3 (2 + c)) = [E :: T :: T :: F :: T :: F :: F :: F :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s407_board. tf_options. Qed.
Lemma s407_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: F :: F :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: F :: F :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s408_board 2 4 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s408_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: F :: F :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s408_board; target_board_eq | strip_offset].
  - unfold s408_form; apply form_int; zlia.
  - intros HT; apply (use408 IH 2 4 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s408_dom; zlia | unfold lex3; lia].
Qed.
Lemma s407_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: F :: F :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: F :: F :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s409_board 2 4 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s409_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: F :: F :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s409_board; target_board_eq | strip_offset].
  - unfold s409_form; apply form_int; zlia.
  - intros HT; apply (use409 IH 2 4 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s409_dom; zlia | unfold lex3; lia].
Qed.
Lemma s407_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s407_dom 2 3 (2 + c) y1) (Hm : meas (s407_board 2 3 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s407_board 2 3 (2 + c))).
Proof.
  unfold s407_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s407_board 2 3 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s407_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s407_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s407_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s407_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s407_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s407_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C407 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s407_dom in Hdom.
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
        assert (a = 0) by zlia; subst a.
  assert (b = 1) by zlia; subst b.
  exact (s407_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (a = 0) by zlia; subst a.
  assert (b = 1) by zlia; subst b.
  exact (s407_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s408_c1_moves (b : nat) : rmoves (s408_board 2 (4 + b) 1 1) = [E :: T :: T :: F :: T :: repeat F (5 + b) ++ [T; E]].
Proof. unfold s408_board. tf_options. Qed.
Lemma s408_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [E]) [(1, 0)]) (s207_board 0 0 2 1 (5 + b)) (0) _ (s207_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 1 (5 + b) y1); [unfold s207_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s408_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s408_dom 2 (4 + b) 1 1 y1) (Hm : meas (s408_board 2 (4 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s408_board 2 (4 + b) 1 1)).
Proof.
  unfold s408_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s408_board 2 (4 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s408_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s408_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s408_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s408_c2_moves (b d : nat) : rmoves (s408_board 2 (4 + b) 1 (2 + d)) = [E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s408_board. tf_options. Qed.
Lemma s408_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [E; T; F]) []) (s408_board 2 (5 + b) 1 1) (0) _ (s408_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [E; T; F]) []); [reflexivity | unfold s408_board; target_board_eq | strip_offset].
  - unfold s408_form; apply form_int; zlia.
  - intros HT; apply (use408 IH 2 (5 + b) 1 1 y1); [unfold s408_dom; zlia | unfold lex3; lia].
Qed.
Lemma s408_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ E :: T :: repeat F (2 + d)) []) (s408_board 2 (5 + b) 1 (2 + d)) (0) _ (s408_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s408_board; target_board_eq | strip_offset].
  - unfold s408_form; apply form_int; zlia.
  - intros HT; apply (use408 IH 2 (5 + b) 1 (2 + d) y1); [unfold s408_dom; zlia | unfold lex3; lia].
Qed.
Lemma s408_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s408_dom 2 (4 + b) 1 (2 + d) y1) (Hm : meas (s408_board 2 (4 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s408_board 2 (4 + b) 1 (2 + d))).
Proof.
  unfold s408_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s408_board 2 (4 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s408_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s408_c2_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s408_c2_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s408_c2_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s408_c2_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s408_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C408 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s408_dom in Hdom.
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
          assert (a = 0) by zlia; subst a.
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s408_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          assert (a = 0) by zlia; subst a.
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s408_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

Lemma s409_c1_moves (b : nat) : rmoves (s409_board 2 (4 + b) 1 1) = [E :: T :: T :: F :: T :: repeat F (5 + b) ++ [T; E]].
Proof. unfold s409_board. tf_options. Qed.
Lemma s409_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s265_board (5 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s265_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (5 + b)) [(1, 1)]); [strip_eq | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (5 + b) y1); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s409_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s409_dom 2 (4 + b) 1 1 y1) (Hm : meas (s409_board 2 (4 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s409_board 2 (4 + b) 1 1)).
Proof.
  unfold s409_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s409_board 2 (4 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s409_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s409_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s409_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s409_c2_moves (b d : nat) : rmoves (s409_board 2 (4 + b) 1 (2 + d)) = [E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s409_board. tf_options. Qed.
Lemma s409_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [E; T; F]) []) (s409_board 2 (5 + b) 1 1) (0) _ (s409_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ [E; T; F]) []); [reflexivity | unfold s409_board; target_board_eq | strip_offset].
  - unfold s409_form; apply form_int; zlia.
  - intros HT; apply (use409 IH 2 (5 + b) 1 1 y1); [unfold s409_dom; zlia | unfold lex3; lia].
Qed.
Lemma s409_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (5 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ E :: T :: repeat F (2 + d)) []) (s409_board 2 (5 + b) 1 (2 + d)) (0) _ (s409_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (5 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s409_board; target_board_eq | strip_offset].
  - unfold s409_form; apply form_int; zlia.
  - intros HT; apply (use409 IH 2 (5 + b) 1 (2 + d) y1); [unfold s409_dom; zlia | unfold lex3; lia].
Qed.
Lemma s409_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s409_dom 2 (4 + b) 1 (2 + d) y1) (Hm : meas (s409_board 2 (4 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s409_board 2 (4 + b) 1 (2 + d))).
Proof.
  unfold s409_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s409_board 2 (4 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s409_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s409_c2_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s409_c2_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s409_c2_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s409_c2_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s409_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C409 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s409_dom in Hdom.
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
          assert (a = 0) by zlia; subst a.
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s409_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          assert (a = 0) by zlia; subst a.
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s409_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

