(* tf_erickson_first_strategy_cases3: the proofs of Lower's nodes 203 to 284 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s203_c1_moves (a b : nat) : rmoves (s203_board (6 + a) (2 + b)) = [repeat T (6 + a) ++ F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b); repeat T (6 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s203_board. tf_options. Qed.
Lemma s203_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s221_board (6 + a) (2 + b)) (0) _ (s221_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s221_board; target_board_eq | strip_offset].
  - unfold s221_form; apply form_int; zlia.
  - intros HT; apply (use221 IH (6 + a) (2 + b) y1); [unfold s221_dom; zlia | unfold lex3; lia].
Qed.
Lemma s203_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s177_board (6 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s177_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (6 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s177_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s203_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s203_dom (6 + a) (2 + b) y1) (Hm : meas (s203_board (6 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s203_board (6 + a) (2 + b))).
Proof.
  unfold s203_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s203_board (6 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s203_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s203_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s203_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s203_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s203_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s203_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C203 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s203_dom in Hdom.
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
  exact (s203_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s204_c1_moves (a d : nat) : rmoves (s204_board (5 + a) 3 1 (2 + d)) = [repeat T (5 + a) ++ F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d); repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: F :: T :: E :: E :: T :: repeat F (2 + d)) []) (s222_board (5 + a) 4 (2 + d)) (0) _ (s222_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: F :: T :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH (5 + a) 4 (2 + d) y1); [unfold s222_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ [F; F; F; E; T; F; E; F; T; F]) []) (s208_board (5 + a) 3 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (5 + a) 3 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board (6 + a) 3 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (6 + a) 3 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s204_dom (5 + a) 3 1 (2 + d) y1) (Hm : meas (s204_board (5 + a) 3 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (5 + a) 3 1 (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (5 + a) 3 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s204_c1_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s204_c1_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s204_c1_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s204_c1_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s204_c1_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s204_c1_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c2_moves (a b c d : nat) : rmoves (s204_board (4 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + d)) []) (s223_board (5 + a) (3 + b) 1 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (5 + a) (3 + b) 1 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (b = 1) by zlia; subst b.
  assert (c = 1) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board (4 + a) 4 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (4 + a) 4 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (4 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (4 + a) >= 7 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2))%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board (4 + a) (2 + b) (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (2 + b) (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board (4 + a) (2 + b) (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (2 + b) (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s204_dom (4 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s204_board (4 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (4 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (4 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s204_c2_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c2_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c2_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c2_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (4 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (4 + a) >= 7 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2))%Z) by zlia. exact (s204_c2_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c2_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 <= 1) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia. exact (s204_c2_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c2_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C204 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s204_dom in Hdom.
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
  assert (b = 1) by zlia; subst b.
  exact (s204_c1 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s204_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s205_c1_moves : rmoves (s205_board 0) = [[T; E; F; E]].
Proof. unfold s205_board. tf_options. Qed.
Lemma s205_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E]) []) (s97_board) (0) _ (s97_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use97 IH z1 z2 y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s205_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s205_board 0) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s205_board 0)).
Proof.
  apply (answer_form_L _ (s134_board 1 0 0 0) (0) _ (int (0 + (Z.of_nat y1))) (s134_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; E; F]) []); [unfold s205_board; strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 1 0 0 0 y1); [unfold s134_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s205_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s205_dom 0 z1 z2 y1) (Hm : meas (s205_board 0) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s205_board 0)).
Proof.
  unfold s205_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s205_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s205_board 0)) in Hg. cbn [rights] in Hg. rewrite s205_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s205_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s205_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s205_c2_moves (a : nat) : rmoves (s205_board (3 + a)) = [].
Proof. unfold s205_board. tf_options. Qed.
Lemma s205_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s205_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s205_board (3 + a))).
Proof.
  apply (answer_form_L _ (s134_board 1 (3 + a) 0 0) (0) _ (int (0 + (Z.of_nat y1))) (s134_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: E :: repeat T (3 + a) ++ [F]) []); [unfold s205_board; strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 y1); [unfold s134_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s205_c2_f2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s205_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int ((Z.of_nat y1) - 1))) (tf_game (s205_board (3 + a))).
Proof.
  apply (answer_form_L _ (s134_board 1 (3 + a) 0 0) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int ((Z.of_nat y1) - 1))) (s134_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: E :: repeat T (3 + a) ++ [F]) []); [unfold s205_board; strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_leaf_int; zlia.
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s134_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s205_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s205_dom (3 + a) z1 z2 y1) (Hm : meas (s205_board (3 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s205_board (3 + a))).
Proof.
  unfold s205_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s205_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s205_c2_f2_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
  - intros go Hg. rewrite (tf_game_eq (s205_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s205_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s205_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C205 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s205_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s205_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s205_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s206_c1_moves (a : nat) : rmoves (s206_board (3 + a)) = [F :: T :: E :: E :: repeat T (3 + a) ++ [F]].
Proof. unfold s206_board. tf_options. Qed.
Lemma s206_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (3 + a) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (F :: T :: E :: E :: repeat T (3 + a) ++ [F])).
Proof.
  apply (answer_form_L _ (s134_board 1 (3 + a) 0 0) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s134_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + a) ++ [F]) []); [strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_leaf_int; zlia.
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s134_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s206_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s206_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s206_board (3 + a))).
Proof.
  apply (answer_form_L _ (s90_board (3 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s90_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + a) ++ [F]) []); [unfold s206_board; strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (3 + a) y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s206_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s206_dom (3 + a) z1 z2 y1) (Hm : meas (s206_board (3 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s206_board (3 + a))).
Proof.
  unfold s206_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s206_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s206_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s206_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s206_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s206_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s206_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C206 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s206_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s206_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s207_c1_moves (a e : nat) : rmoves (s207_board (3 + a) 1 2 2 (2 + e)) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s207_dom (3 + a) 1 2 2 (2 + e) y1) (Hm : meas (s207_board (3 + a) 1 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board (3 + a) 1 2 2 (2 + e))).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board (3 + a) 1 2 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s207_c1_moves in Hg. cbn [map In] in Hg.
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
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
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
            do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s207_c1 IH a e y1 Hdom Hm Hd Hr).
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

Lemma s208_c1_moves (a b : nat) : rmoves (s208_board (4 + a) (2 + b) 1 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]; repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s224_board (4 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s224_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) []); [strip_eq | unfold s224_board; target_board_eq | strip_offset].
  - unfold s224_form; apply form_int; zlia.
  - intros HT; apply (use224 IH (4 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s224_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s226_board (4 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH (4 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (2 + b) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (2 + b) 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (2 + b) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s208_dom (4 + a) (2 + b) 1 1 y1) (Hm : meas (s208_board (4 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (4 + a) (2 + b) 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (4 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s208_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s208_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c2_moves (a b d : nat) : rmoves (s208_board (4 + a) (2 + b) 1 (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s225_board (4 + a) (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH (4 + a) (3 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s226_board (4 + a) (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH (4 + a) (3 + b) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (2 + b) 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (2 + b) 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (2 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s208_dom (4 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s208_board (4 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (4 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (4 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c2_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c2_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c2_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c2_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c3_moves (a b c : nat) : rmoves (s208_board (4 + a) (2 + b) (2 + c) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]; repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F; T; F]) []) (s208_board (4 + a) (3 + b) 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (3 + b) 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board (4 + a) (3 + b) (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (3 + b) (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (2 + b) (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (2 + b) (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s208_dom (4 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s208_board (4 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (4 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (4 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c3_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c3_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c4_moves (a b c d : nat) : rmoves (s208_board (4 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board (4 + a) (3 + b) 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (3 + b) 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board (4 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (2 + b) (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (2 + b) (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s208_dom (4 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s208_board (4 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (4 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (4 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c4_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c4_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c4_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c4_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c4_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s208_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s208_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s208_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s208_c4 IH a b c d y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use96 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; zlia | unfold lex3; lia].
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
  - intros HT; apply (use96 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; zlia | unfold lex3; lia].
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

Lemma s218_c1_moves (a : nat) : rmoves (s218_board (4 + a) 3 2 1) = [repeat T (4 + a) ++ [F; F; F; E; F; E; T; T; F]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; F; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; F; E; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s235_board (4 + a) 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; F; E; T; T; F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (4 + a) 3 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; zlia | unfold lex3; lia].
Qed.
Lemma s218_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s218_dom (4 + a) 3 2 1 y1) (Hm : meas (s218_board (4 + a) 3 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (4 + a) 3 2 1)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (4 + a) 3 2 1)) in Hg. cbn [rights] in Hg. rewrite s218_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_c2_moves (a b d : nat) : rmoves (s218_board (6 + a) (4 + b) 2 (2 + d)) = [repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s257_board (6 + a) (4 + b) 1 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s257_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s257_board; target_board_eq | strip_offset].
  - unfold s257_form; apply form_int; zlia.
  - intros HT; apply (use257 IH (6 + a) (4 + b) 1 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s257_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s218_dom (6 + a) (4 + b) 2 (2 + d) y1) (Hm : meas (s218_board (6 + a) (4 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (6 + a) (4 + b) 2 (2 + d))).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (6 + a) (4 + b) 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s218_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s218_c2_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s218_c2_moves a b d) eq_refl Hm) Hd Hr). }

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
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s218_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s218_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s219_c1_moves (a b : nat) : rmoves (s219_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 3 1 (2 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 3 1 (2 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s219_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s219_dom (2 + a) (2 + b) y1) (Hm : meas (s219_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board (2 + a) (2 + b))).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s219_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s219_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s219_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s219_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s219_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s219_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C219 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s219_dom in Hdom.
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
      exact (s219_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s220_c1_moves (a : nat) : rmoves (s220_board (5 + a)) = [repeat T (5 + a) ++ [F; F; F; E; T; F; E; F; T; F]; repeat T (5 + a) ++ [F; F; E; F; T; F; F; E; T; F]].
Proof. unfold s220_board. tf_options. Qed.
Lemma s220_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; F; F; E; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ [F; F; F; E; T; F; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board (5 + a) 3 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; F; E; T; F; E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (5 + a) 3 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s220_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; F; E; F; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ [F; F; E; F; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s236_board (5 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; F; T; F; F; E; T; F]) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (5 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; zlia | unfold lex3; lia].
Qed.
Lemma s220_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s220_dom (5 + a) y1) (Hm : meas (s220_board (5 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s220_board (5 + a))).
Proof.
  unfold s220_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s220_board (5 + a))) in Hg. cbn [rights] in Hg. rewrite s220_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s220_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s220_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s220_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s220_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s220_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C220 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s220_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s220_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s221_c1_moves (a b : nat) : rmoves (s221_board (6 + a) (2 + b)) = [repeat T (6 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b); repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s221_board. tf_options. Qed.
Lemma s221_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + b)) []) (s237_board (6 + a) (2 + b)) (0) _ (s237_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH (6 + a) (2 + b) y1); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s221_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s238_board (6 + a) 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s238_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s238_board; target_board_eq | strip_offset].
  - unfold s238_form; apply form_int; zlia.
  - intros HT; apply (use238 IH (6 + a) 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s238_dom; zlia | unfold lex3; lia].
Qed.
Lemma s221_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s221_dom (6 + a) (2 + b) y1) (Hm : meas (s221_board (6 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s221_board (6 + a) (2 + b))).
Proof.
  unfold s221_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s221_board (6 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s221_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s221_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s221_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s221_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s221_c1_moves a b) eq_refl Hm) Hd Hr). }

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
  exact (s221_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s222_c1_moves (a b : nat) : rmoves (s222_board (4 + a) (3 + b) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board (4 + a) (3 + b) 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (4 + a) (3 + b) 1 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s222_dom (4 + a) (3 + b) 1 y1) (Hm : meas (s222_board (4 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (4 + a) (3 + b) 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (4 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s222_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s222_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c2_moves (a b c : nat) : rmoves (s222_board (4 + a) (3 + b) (2 + c)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s239_board (4 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s239_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E; F]) []); [strip_eq | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH (4 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s282_board (4 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s282_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E; F]) []); [strip_eq | unfold s282_board; target_board_eq | strip_offset].
  - unfold s282_form; apply form_int; zlia.
  - intros HT; apply (use282 IH (4 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s282_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c2_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board (4 + a) (3 + b) 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (4 + a) (3 + b) 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s222_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s222_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (4 + a) (3 + b) (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c2_t1_a3 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c2_moves a b c) eq_refl Hm) Hd Hr). }
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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
  exact (s222_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s222_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s223_c1_moves (a b : nat) : rmoves (s223_board (4 + a) (3 + b) 1 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]; repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s249_board (4 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s249_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [strip_eq | unfold s249_board; target_board_eq | strip_offset].
  - unfold s249_form; apply form_int; zlia.
  - intros HT; apply (use249 IH (4 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s249_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s276_board (4 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s276_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [strip_eq | unfold s276_board; target_board_eq | strip_offset].
  - unfold s276_form; apply form_int; zlia.
  - intros HT; apply (use276 IH (4 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s276_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board (4 + a) (3 + b) 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (4 + a) (3 + b) 2 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s223_dom (4 + a) (3 + b) 1 1 y1) (Hm : meas (s223_board (4 + a) (3 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (4 + a) (3 + b) 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (4 + a) (3 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s223_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s223_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s223_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c2_moves (a b d : nat) : rmoves (s223_board (4 + a) (3 + b) 1 (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s240_board (4 + a) (3 + b) (2 + d)) (0) _ (s240_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s240_board; target_board_eq | strip_offset].
  - unfold s240_form; apply form_int; zlia.
  - intros HT; apply (use240 IH (4 + a) (3 + b) (2 + d) y1); [unfold s240_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; F; E; T; F]) []) (s223_board (4 + a) (3 + b) 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (4 + a) (3 + b) 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board (4 + a) (3 + b) 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (4 + a) (3 + b) 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s223_dom (4 + a) (3 + b) 1 (2 + d) y1) (Hm : meas (s223_board (4 + a) (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (4 + a) (3 + b) 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (4 + a) (3 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c2_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s223_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c2_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c2_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c3_moves (a b c : nat) : rmoves (s223_board (4 + a) (3 + b) (2 + c) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]) []) (s251_board (4 + a) (3 + b) 1 1) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (3 + b) 1 1 y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s251_board (4 + a) (3 + b) (2 + c) 1) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (3 + b) (2 + c) 1 y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s263_board (4 + a) (3 + b) (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (4 + a) (3 + b) (3 + c) y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s223_dom (4 + a) (3 + b) (2 + c) 1 y1) (Hm : meas (s223_board (4 + a) (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (4 + a) (3 + b) (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (4 + a) (3 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c3_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s223_c3_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c4_moves (a b c d : nat) : rmoves (s223_board (4 + a) (3 + b) (2 + c) (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s251_board (4 + a) (3 + b) 1 (2 + d)) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (3 + b) 1 (2 + d) y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s251_board (4 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board (4 + a) (3 + b) (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (4 + a) (3 + b) (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board (4 + a) (3 + b) (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (4 + a) (3 + b) (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s223_dom (4 + a) (3 + b) (2 + c) (2 + d) y1) (Hm : meas (s223_board (4 + a) (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (4 + a) (3 + b) (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (4 + a) (3 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c4_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c4_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c4_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c4_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c4_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s223_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s223_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s223_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s223_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s224_c1_moves (a b : nat) : rmoves (s224_board (4 + a) (3 + b)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s173_board (4 + a) (3 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (3 + b) 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s224_dom (4 + a) (3 + b) y1) (Hm : meas (s224_board (4 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board (4 + a) (3 + b))).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board (4 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s224_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s224_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C224 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s224_dom in Hdom.
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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s224_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s225_c1_moves (a b c : nat) : rmoves (s225_board (4 + a) (3 + b) (2 + c)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s173_board (4 + a) (3 + b) 1 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (3 + b) 1 1 (2 + c) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s225_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s225_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s225_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board (4 + a) (3 + b) (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c1_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s225_c1_moves a b c) eq_refl Hm) Hd Hr). }

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
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s225_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s226_c1_moves (a b : nat) : rmoves (s226_board (4 + a) (3 + b) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s179_board (4 + a) (3 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s226_dom (4 + a) (3 + b) 1 y1) (Hm : meas (s226_board (4 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (4 + a) (3 + b) 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (4 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s226_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s226_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c2_moves (a b c : nat) : rmoves (s226_board (4 + a) (3 + b) (2 + c)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board (4 + a) (3 + b) 1 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) 1 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s226_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s226_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (4 + a) (3 + b) (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s226_c2_moves a b c) eq_refl Hm) Hd Hr). }

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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
  exact (s226_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s226_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s227_c1_moves (a c d : nat) : rmoves (s227_board (5 + a) 3 (2 + c) (2 + d)) = [repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s227_board. tf_options. Qed.
Lemma s227_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s241_board (5 + a) 3 (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH (5 + a) 3 (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s242_board (5 + a) 3 (2 + c) (2 + d)) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (5 + a) 3 (2 + c) (2 + d) y1); [unfold s242_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s223_board (5 + a) 3 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (5 + a) 3 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s227_dom (5 + a) 3 (2 + c) (2 + d) y1) (Hm : meas (s227_board (5 + a) 3 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s227_board (5 + a) 3 (2 + c) (2 + d))).
Proof.
  unfold s227_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s227_board (5 + a) 3 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s227_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s227_c1_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s227_c1_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s227_c1_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s227_c1_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s227_c1_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s227_c1_moves a c d) eq_refl Hm) Hd Hr). }

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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  exact (s227_c1 IH a c d y1 Hdom Hm Hd Hr).
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
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; T; F; E; T; T; F]) []) (s243_board) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH y1); [unfold s243_dom; zlia | unfold lex3; lia].
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
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E; T; T; F]) []) (s244_board (2 + a)) (0) _ (s244_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s244_board; target_board_eq | strip_offset].
  - unfold s244_form; apply form_int; zlia.
  - intros HT; apply (use244 IH (2 + a) y1); [unfold s244_dom; zlia | unfold lex3; lia].
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
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s245_board (2 + a) (2 + b)) (0) _ (s245_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s245_board; target_board_eq | strip_offset].
  - unfold s245_form; apply form_int; zlia.
  - intros HT; apply (use245 IH (2 + a) (2 + b) y1); [unfold s245_dom; zlia | unfold lex3; lia].
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

Lemma s231_c1_moves (a b : nat) : rmoves (s231_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]; repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s231_board. tf_options. Qed.
Lemma s231_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s246_board (2 + a) 2 (2 + b) 1 1) (0) _ (s246_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s246_board; target_board_eq | strip_offset].
  - unfold s246_form; apply form_int; zlia.
  - intros HT; apply (use246 IH (2 + a) 2 (2 + b) 1 1 y1); [unfold s246_dom; right; zlia | unfold lex3; lia].
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
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s246_board (2 + a) 2 (2 + b) 1 (2 + c)) (0) _ (s246_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s246_board; target_board_eq | strip_offset].
  - unfold s246_form; apply form_int; zlia.
  - intros HT; apply (use246 IH (2 + a) 2 (2 + b) 1 (2 + c) y1); [unfold s246_dom; right; zlia | unfold lex3; lia].
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

Lemma s235_c1_moves (a : nat) : rmoves (s235_board (4 + a) 3 2) = [repeat T (4 + a) ++ [F; F; F; F; E; E; T; T; F]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; F; F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; F; F; E; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s159_board (4 + a) 4 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; F; E; E; T; T; F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (4 + a) 4 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s235_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; F; F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; F; F; E; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s250_board (4 + a) 4 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s250_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; F; E; E; T; T; F]) []); [strip_eq | unfold s250_board; target_board_eq | strip_offset].
  - unfold s250_form; apply form_int; zlia.
  - intros HT; apply (use250 IH (4 + a) 4 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s250_dom; zlia | unfold lex3; lia].
Qed.
Lemma s235_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s235_dom (4 + a) 3 2 y1) (Hm : meas (s235_board (4 + a) 3 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board (4 + a) 3 2)).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board (4 + a) 3 2)) in Hg. cbn [rights] in Hg. rewrite s235_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s235_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s235_c1_moves a) eq_refl Hm) Hd Hr). }
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
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s235_c1 IH a y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s236_c1_moves (a b : nat) : rmoves (s236_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]; repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) 3 (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) 3 (2 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s236_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) 3 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 3 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s236_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s219_board (4 + a) (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s219_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH (4 + a) (3 + b) y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s236_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s236_dom (4 + a) (2 + b) y1) (Hm : meas (s236_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board (4 + a) (2 + b))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s236_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s236_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s236_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s236_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s236_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s236_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s236_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s236_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C236 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s236_dom in Hdom.
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
  exact (s236_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s237_c1_moves (a b : nat) : rmoves (s237_board (6 + a) (2 + b)) = [repeat T (6 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)].
Proof. unfold s237_board. tf_options. Qed.
Lemma s237_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s247_board (6 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s247_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (6 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s247_dom; zlia | unfold lex3; lia].
Qed.
Lemma s237_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s237_dom (6 + a) (2 + b) y1) (Hm : meas (s237_board (6 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s237_board (6 + a) (2 + b))).
Proof.
  unfold s237_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s237_board (6 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s237_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s237_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s237_c1_moves a b) eq_refl Hm) Hd Hr). }

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
  exact (s237_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s238_c1_moves (a c : nat) : rmoves (s238_board (4 + a) 1 (2 + c)) = [repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c); repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s238_board. tf_options. Qed.
Lemma s238_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) 3 1 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) 3 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) 3 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 3 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; E; F; T; F; F; E; T; F]) []) (s236_board (4 + a) 2) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (4 + a) 2 y1); [unfold s236_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s238_board (4 + a) 2 (2 + c)) (0) _ (s238_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s238_board; target_board_eq | strip_offset].
  - unfold s238_form; apply form_int; zlia.
  - intros HT; apply (use238 IH (4 + a) 2 (2 + c) y1); [unfold s238_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s238_dom (4 + a) 1 (2 + c) y1) (Hm : meas (s238_board (4 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s238_board (4 + a) 1 (2 + c))).
Proof.
  unfold s238_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s238_board (4 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s238_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s238_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s238_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s238_c1_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s238_c1_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s238_c1_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s238_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s238_c1_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s238_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s238_c2_moves (a b c : nat) : rmoves (s238_board (4 + a) (2 + b) (2 + c)) = [repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s238_board. tf_options. Qed.
Lemma s238_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) 3 (2 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) 3 (2 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) 3 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 3 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s236_board (4 + a) (3 + b)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (4 + a) (3 + b) y1); [unfold s236_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s238_board (4 + a) (3 + b) (2 + c)) (0) _ (s238_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s238_board; target_board_eq | strip_offset].
  - unfold s238_form; apply form_int; zlia.
  - intros HT; apply (use238 IH (4 + a) (3 + b) (2 + c) y1); [unfold s238_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s238_dom (4 + a) (2 + b) (2 + c) y1) (Hm : meas (s238_board (4 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s238_board (4 + a) (2 + b) (2 + c))).
Proof.
  unfold s238_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s238_board (4 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s238_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s238_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s238_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s238_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s238_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s238_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s238_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s238_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s238_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s238_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C238 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s238_dom in Hdom.
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s238_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s238_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s239_c1_moves (a b : nat) : rmoves (s239_board (4 + a) (3 + b) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; T; E; F]; repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s239_board. tf_options. Qed.
Lemma s239_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []) (s249_board (4 + a) (3 + b)) (0) _ (s249_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s249_board; target_board_eq | strip_offset].
  - unfold s249_form; apply form_int; zlia.
  - intros HT; apply (use249 IH (4 + a) (3 + b) y1); [unfold s249_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s175_board (4 + a) (3 + b) 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (4 + a) (3 + b) 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s239_dom (4 + a) (3 + b) 1 y1) (Hm : meas (s239_board (4 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s239_board (4 + a) (3 + b) 1)).
Proof.
  unfold s239_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s239_board (4 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s239_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s239_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s239_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s239_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s239_c1_moves a b) eq_refl Hm) Hd Hr). }

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
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
  exact (s239_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s240_c1_moves (a b c : nat) : rmoves (s240_board (4 + a) (3 + b) (2 + c)) = [repeat T (4 + a) ++ repeat F (4 + b) ++ E :: T :: E :: T :: repeat F (2 + c); repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (4 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (4 + b) ++ E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (4 + b) ++ E :: E :: T :: T :: repeat F (2 + c)) []) (s250_board (4 + a) (4 + b) (2 + c)) (0) _ (s250_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (4 + b) ++ E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s250_board; target_board_eq | strip_offset].
  - unfold s250_form; apply form_int; zlia.
  - intros HT; apply (use250 IH (4 + a) (4 + b) (2 + c) y1); [unfold s250_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]) []) (s251_board (4 + a) (3 + b) 1 1) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (3 + b) 1 1 y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s251_board (4 + a) (3 + b) 1 (2 + c)) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (3 + b) 1 (2 + c) y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s240_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s240_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s240_board (4 + a) (3 + b) (2 + c))).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s240_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s240_c1_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s240_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s240_c1_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s240_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s240_c1_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s240_c1_moves a b c) eq_refl Hm) Hd Hr). }
 }

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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s240_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s241_c1_moves (a c : nat) : rmoves (s241_board (5 + a) 3 (2 + c)) = [repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c); repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s208_board (5 + a) 4 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (5 + a) 4 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s251_board (5 + a) 3 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s251_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (5 + a) 3 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s241_dom (5 + a) 3 (2 + c) y1) (Hm : meas (s241_board (5 + a) 3 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board (5 + a) 3 (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board (5 + a) 3 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s241_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s241_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s241_c1_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s241_c1_moves a c) eq_refl Hm) Hd Hr). }

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
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
  assert (b = 1) by zlia; subst b.
  exact (s241_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s242_c1_moves (a b c : nat) : rmoves (s242_board (4 + a) (2 + b) (2 + c) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]; repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s242_board. tf_options. Qed.
Lemma s242_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board (4 + a) (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s251_board (4 + a) (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s251_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s242_dom (4 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s242_board (4 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s242_board (4 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s242_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s242_board (4 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s242_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s242_c1_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s242_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s242_c1_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s242_c1_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s242_c2_moves (a b c d : nat) : rmoves (s242_board (4 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s242_board. tf_options. Qed.
Lemma s242_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board (4 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (4 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s251_board (4 + a) (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s251_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s242_dom (4 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s242_board (4 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s242_board (4 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s242_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s242_board (4 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s242_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s242_c2_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s242_c2_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s242_c2_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s242_c2_moves a b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s242_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C242 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s242_dom in Hdom.
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s242_c1 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s242_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s243_c1_moves : rmoves (s243_board) = [[T; F; T; F; F; T; E; E; T; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; F; T; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; F; T; E; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; F; E; T; E; T; T; F]) []) (s252_board) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; T; E; T; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH y1); [unfold s252_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s243_dom y1) (Hm : meas (s243_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s243_board)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board)) in Hg. cbn [rights] in Hg. rewrite s243_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s243_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s243_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C243 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s243_dom in Hdom.
  exact (s243_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s244_c1_moves (a : nat) : rmoves (s244_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; F; T; E; E; T; T; F]].
Proof. unfold s244_board. tf_options. Qed.
Lemma s244_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; T; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; T; E; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; F; E; T; E; T; T; F]) []) (s253_board (2 + a)) (0) _ (s253_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; T; E; T; T; F]) []); [reflexivity | unfold s253_board; target_board_eq | strip_offset].
  - unfold s253_form; apply form_int; zlia.
  - intros HT; apply (use253 IH (2 + a) y1); [unfold s253_dom; zlia | unfold lex3; lia].
Qed.
Lemma s244_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s244_dom (2 + a) y1) (Hm : meas (s244_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s244_board (2 + a))).
Proof.
  unfold s244_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s244_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s244_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s244_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s244_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s244_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C244 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s244_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s244_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s245_c1_moves (a b : nat) : rmoves (s245_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: E :: T :: T :: repeat F (2 + b)].
Proof. unfold s245_board. tf_options. Qed.
Lemma s245_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: E :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: E :: T :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: E :: T :: T :: repeat F (2 + b)) []) (s254_board (2 + a) (2 + b)) (0) _ (s254_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s254_board; target_board_eq | strip_offset].
  - unfold s254_form; apply form_int; zlia.
  - intros HT; apply (use254 IH (2 + a) (2 + b) y1); [unfold s254_dom; zlia | unfold lex3; lia].
Qed.
Lemma s245_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s245_dom (2 + a) (2 + b) y1) (Hm : meas (s245_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s245_board (2 + a) (2 + b))).
Proof.
  unfold s245_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s245_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s245_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s245_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s245_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s245_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C245 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s245_dom in Hdom.
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
      exact (s245_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s246_c1_moves : rmoves (s246_board 1 1 1 0 0) = [[T; F; T; F; F; T; E; E]].
Proof. unfold s246_board. tf_options. Qed.
Lemma s246_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; F; E]) [(1, 1)]) (s277_board 1 1 2) (1) _ (s277_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E]) [(1, 1)]); [reflexivity | unfold s277_board; target_board_eq | strip_offset].
  - unfold s277_form; apply form_int; zlia.
  - intros HT; apply (use277 IH 1 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s277_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s246_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s246_dom 1 1 1 0 0 y1) (Hm : meas (s246_board 1 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s246_board 1 1 1 0 0)).
Proof.
  unfold s246_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s246_board 1 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s246_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s246_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s246_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s246_c2_moves (a : nat) : rmoves (s246_board (2 + a) 1 1 0 0) = [repeat T (2 + a) ++ [F; T; F; F; T; E; E]].
Proof. unfold s246_board. tf_options. Qed.
Lemma s246_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; F; E]) [(1, 1)]) (s277_board (2 + a) 1 2) (1) _ (s277_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E]) [(1, 1)]); [reflexivity | unfold s277_board; target_board_eq | strip_offset].
  - unfold s277_form; apply form_int; zlia.
  - intros HT; apply (use277 IH (2 + a) 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s277_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s246_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s246_dom (2 + a) 1 1 0 0 y1) (Hm : meas (s246_board (2 + a) 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s246_board (2 + a) 1 1 0 0)).
Proof.
  unfold s246_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s246_board (2 + a) 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s246_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s246_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s246_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s246_c3_moves (a c : nat) : rmoves (s246_board (2 + a) 2 (2 + c) 1 1) = [repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s246_board. tf_options. Qed.
Lemma s246_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: T :: repeat F (3 + c)) [(1, 1)]) (s255_board (2 + a) 1 3 (3 + c)) (1) _ (s255_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (2 + a) 1 3 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s255_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s246_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s246_dom (2 + a) 2 (2 + c) 1 1 y1) (Hm : meas (s246_board (2 + a) 2 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s246_board (2 + a) 2 (2 + c) 1 1)).
Proof.
  unfold s246_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s246_board (2 + a) 2 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s246_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s246_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s246_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s246_c4_moves (a c e : nat) : rmoves (s246_board (2 + a) 2 (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s246_board. tf_options. Qed.
Lemma s246_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s246_board (2 + a) 2 (3 + c) 1 1) (0) _ (s246_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s246_board; target_board_eq | strip_offset].
  - unfold s246_form; apply form_int; zlia.
  - intros HT; apply (use246 IH (2 + a) 2 (3 + c) 1 1 y1); [unfold s246_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s246_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s246_board (2 + a) 2 (3 + c) 1 (2 + e)) (0) _ (s246_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s246_board; target_board_eq | strip_offset].
  - unfold s246_form; apply form_int; zlia.
  - intros HT; apply (use246 IH (2 + a) 2 (3 + c) 1 (2 + e) y1); [unfold s246_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s246_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hdom : s246_dom (2 + a) 2 (2 + c) 1 (2 + e) y1) (Hm : meas (s246_board (2 + a) 2 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s246_board (2 + a) 2 (2 + c) 1 (2 + e))).
Proof.
  unfold s246_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s246_board (2 + a) 2 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s246_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s246_c4_t1_a1 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s246_c4_moves a c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s246_c4_t1_a2 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s246_c4_moves a c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s246_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C246 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s246_dom in Hdom.
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
            exact (s246_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s246_c2 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            assert (b = 0) by zlia; subst b.
  exact (s246_c3 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  exact (s246_c4 IH a c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
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

Lemma s247_c1_moves (a b : nat) : rmoves (s247_board (6 + a) (2 + b)) = [repeat T (6 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b); repeat T (6 + a) ++ F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s256_board (6 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s256_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (6 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s256_dom; zlia | unfold lex3; lia].
Qed.
Lemma s247_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: E :: F :: F :: E :: T :: T :: repeat F (2 + b)) []) (s257_board (6 + a) 3 2 2 (2 + b)) (0) _ (s257_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: F :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s257_board; target_board_eq | strip_offset].
  - unfold s257_form; apply form_int; zlia.
  - intros HT; apply (use257 IH (6 + a) 3 2 2 (2 + b) y1); [unfold s257_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s247_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s247_dom (6 + a) (2 + b) y1) (Hm : meas (s247_board (6 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s247_board (6 + a) (2 + b))).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board (6 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s247_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s247_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s247_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s247_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s247_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s247_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C247 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s247_dom in Hdom.
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
  exact (s247_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s248_c1_moves (a c : nat) : rmoves (s248_board (4 + a) 3 (2 + c)) = [repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c); repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s204_board (4 + a) 3 3 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH (4 + a) 3 3 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s248_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; E; F; T; F; F; F; E; F; T; F]) []) (s242_board (4 + a) 2 3 1) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; F; T; F; F; F; E; F; T; F]) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (4 + a) 2 3 1 y1); [unfold s242_dom; zlia | unfold lex3; lia].
Qed.
Lemma s248_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []) (s242_board (4 + a) 2 3 (2 + c)) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (4 + a) 2 3 (2 + c) y1); [unfold s242_dom; zlia | unfold lex3; lia].
Qed.
Lemma s248_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s248_dom (4 + a) 3 (2 + c) y1) (Hm : meas (s248_board (4 + a) 3 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (4 + a) 3 (2 + c))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (4 + a) 3 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s248_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s248_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s248_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s248_c1_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s248_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s248_c1_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s248_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s248_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C248 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s248_dom in Hdom.
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  exact (s248_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s249_c1_moves (a b : nat) : rmoves (s249_board (4 + a) (3 + b)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; F; T; E]].
Proof. unfold s249_board. tf_options. Qed.
Lemma s249_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]) (s255_board (4 + a) (3 + b) 1 1) (1) _ (s255_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (4 + a) (3 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s249_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s249_dom (4 + a) (3 + b) y1) (Hm : meas (s249_board (4 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s249_board (4 + a) (3 + b))).
Proof.
  unfold s249_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s249_board (4 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s249_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s249_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s249_c1_moves a b) eq_refl Hm) Hd Hr). }

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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s249_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s250_c1_moves (a b : nat) : rmoves (s250_board (4 + a) (4 + b) 1) = [].
Proof. unfold s250_board. tf_options. Qed.
Lemma s250_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s250_dom (4 + a) (4 + b) 1 y1) (Hm : meas (s250_board (4 + a) (4 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s250_board (4 + a) (4 + b) 1)).
Proof.
  unfold s250_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s250_board (4 + a) (4 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s250_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s250_c2_moves (a b c : nat) : rmoves (s250_board (4 + a) (4 + b) (2 + c)) = [].
Proof. unfold s250_board. tf_options. Qed.
Lemma s250_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s250_dom (4 + a) (4 + b) (2 + c) y1) (Hm : meas (s250_board (4 + a) (4 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s250_board (4 + a) (4 + b) (2 + c))).
Proof.
  unfold s250_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s250_board (4 + a) (4 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s250_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
  exact (s250_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s250_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s251_c1_moves (a b : nat) : rmoves (s251_board (4 + a) (2 + b) 1 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]; repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (3 + b) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (3 + b) 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s255_board (4 + a) (2 + b) 1 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s255_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (4 + a) (2 + b) 1 2 y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s251_dom (4 + a) (2 + b) 1 1 y1) (Hm : meas (s251_board (4 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s251_board (4 + a) (2 + b) 1 1)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board (4 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s251_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s251_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s251_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s251_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s251_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s251_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s251_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c2_moves (a b d : nat) : rmoves (s251_board (4 + a) (2 + b) 1 (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (3 + b) 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (3 + b) 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (3 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; E; T; F]) []) (s251_board (4 + a) (2 + b) 2 1) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (2 + b) 2 1 y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s251_board (4 + a) (2 + b) 2 (2 + d)) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (2 + b) 2 (2 + d) y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s251_dom (4 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s251_board (4 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s251_board (4 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board (4 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s251_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s251_c2_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s251_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s251_c2_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s251_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s251_c2_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s251_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s251_c2_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s251_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s251_c3_moves (a b c : nat) : rmoves (s251_board (4 + a) (2 + b) (2 + c) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]; repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (3 + b) (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (3 + b) (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s255_board (4 + a) (2 + b) 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s255_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (4 + a) (2 + b) 1 (3 + c) y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s251_dom (4 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s251_board (4 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s251_board (4 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board (4 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s251_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s251_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s251_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s251_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s251_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s251_c3_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s251_c3_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c4_moves (a b c d : nat) : rmoves (s251_board (4 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (4 + a) (3 + b) (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (4 + a) (3 + b) (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (4 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s251_board (4 + a) (2 + b) (3 + c) 1) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (2 + b) (3 + c) 1 y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s251_board (4 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (4 + a) (2 + b) (3 + c) (2 + d) y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s251_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s251_dom (4 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s251_board (4 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s251_board (4 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board (4 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s251_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s251_c4_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s251_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s251_c4_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s251_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s251_c4_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s251_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s251_c4_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s251_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s251_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C251 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s251_dom in Hdom.
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s251_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s251_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s251_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s251_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s252_c1_moves : rmoves (s252_board) = [].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s252_dom y1) (Hm : meas (s252_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s252_board)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board)) in Hg. cbn [rights] in Hg. rewrite s252_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s252_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C252 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s252_dom in Hdom.
  exact (s252_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s253_c1_moves (a : nat) : rmoves (s253_board (2 + a)) = [].
Proof. unfold s253_board. tf_options. Qed.
Lemma s253_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s253_dom (2 + a) y1) (Hm : meas (s253_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s253_board (2 + a))).
Proof.
  unfold s253_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s253_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s253_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s253_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C253 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s253_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s253_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s254_c1_moves (a b : nat) : rmoves (s254_board (2 + a) (2 + b)) = [].
Proof. unfold s254_board. tf_options. Qed.
Lemma s254_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s254_dom (2 + a) (2 + b) y1) (Hm : meas (s254_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s254_board (2 + a) (2 + b))).
Proof.
  unfold s254_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s254_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s254_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s254_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C254 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s254_dom in Hdom.
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
      exact (s254_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s255_c1_moves : rmoves (s255_board 1 1 1 1) = [[T; F; F; E; T; F; E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 2 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s255_dom 1 1 1 1 y1) (Hm : meas (s255_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board 1 1 1 1)).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s255_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s255_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s255_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_c2_moves (d : nat) : rmoves (s255_board 1 1 1 (2 + d)) = [T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board 1 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 2 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s255_dom 1 1 1 (2 + d) y1) (Hm : meas (s255_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board 1 1 1 (2 + d))).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s255_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c2_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s255_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c2_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s255_c2_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_c3_moves (b : nat) : rmoves (s255_board 1 (2 + b) 1 1) = [T :: repeat F (3 + b) ++ [E; T; F; E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (3 + b) 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s255_dom 1 (2 + b) 1 1 y1) (Hm : meas (s255_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board 1 (2 + b) 1 1)).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s255_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s255_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s255_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_c4_moves (b d : nat) : rmoves (s255_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (3 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (3 + b) 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s255_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s255_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s255_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c4_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s255_c4_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c4_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s255_c4_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_c5_moves (a : nat) : rmoves (s255_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; F; E; T; F; E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 2 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s255_dom (2 + a) 1 1 1 y1) (Hm : meas (s255_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board (2 + a) 1 1 1)).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s255_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s255_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c5_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s255_c5_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_c6_moves (a d : nat) : rmoves (s255_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 2 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s255_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s255_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s255_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c6_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s255_c6_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c6_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s255_c6_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_c7_moves (a d : nat) : rmoves (s255_board (2 + a) 1 3 (3 + d)) = [repeat T (2 + a) ++ F :: F :: E :: T :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 2 3 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 2 3 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s255_dom (2 + a) 1 3 (3 + d) y1) (Hm : meas (s255_board (2 + a) 1 3 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board (2 + a) 1 3 (3 + d))).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board (2 + a) 1 3 (3 + d))) in Hg. cbn [rights] in Hg. rewrite s255_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c7_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s255_c7_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s255_c8_moves (a b : nat) : rmoves (s255_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (3 + b) 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s255_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s255_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s255_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s255_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c8_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s255_c8_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_c9_moves (a b d : nat) : rmoves (s255_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (3 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s255_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (3 + b) 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s255_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s255_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s255_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s255_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s255_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s255_c9_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s255_c9_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s255_c9_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s255_c9_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s255_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C255 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s255_dom in Hdom.
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
          exact (s255_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s255_c2 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s255_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s255_c4 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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
          exact (s255_c5 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s255_c6 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          assert (c = 1) by zlia; subst c.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s255_c7 IH a d y1 Hdom Hm Hd Hr).
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
          exact (s255_c8 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s255_c9 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

Lemma s256_c1_moves (a b : nat) : rmoves (s256_board (6 + a) (2 + b)) = [repeat T (6 + a) ++ F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s257_board (6 + a) 4 1 2 (2 + b)) (0) _ (s257_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s257_board; target_board_eq | strip_offset].
  - unfold s257_form; apply form_int; zlia.
  - intros HT; apply (use257 IH (6 + a) 4 1 2 (2 + b) y1); [unfold s257_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s256_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s256_dom (6 + a) (2 + b) y1) (Hm : meas (s256_board (6 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (6 + a) (2 + b))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (6 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s256_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s256_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s256_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C256 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s256_dom in Hdom.
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
  exact (s256_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s257_c1_moves (a b e : nat) : rmoves (s257_board (6 + a) (4 + b) 1 2 (2 + e)) = [repeat T (6 + a) ++ repeat F (5 + b) ++ E :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s257_board. tf_options. Qed.
Lemma s257_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (5 + b) ++ E :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ repeat F (5 + b) ++ E :: E :: T :: T :: repeat F (2 + e))).
Proof.
  assert (b = 0) by zlia; subst b.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s159_board (6 + a) 5 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ [F; F; F; F; F; E; E; T; T; F; F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (6 + a) 5 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s257_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : ((Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 5 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) >= 7 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2) \/ (Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 <= 1 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (5 + b) ++ E :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ repeat F (5 + b) ++ E :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s250_board (6 + a) (5 + b) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s250_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (5 + b) ++ E :: E :: T :: T :: repeat F (2 + e)) []); [strip_eq | unfold s250_board; target_board_eq | strip_offset].
  - unfold s250_form; apply form_int; zlia.
  - intros HT; apply (use250 IH (6 + a) (5 + b) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s250_dom; zlia | unfold lex3; lia].
Qed.
Lemma s257_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s257_dom (6 + a) (4 + b) 1 2 (2 + e) y1) (Hm : meas (s257_board (6 + a) (4 + b) 1 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s257_board (6 + a) (4 + b) 1 2 (2 + e))).
Proof.
  unfold s257_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s257_board (6 + a) (4 + b) 1 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s257_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + b) = 4 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s257_c1_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s257_c1_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 5 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) >= 7 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2) \/ (Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 <= 1 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s257_c1_t1_a2 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s257_c1_moves a b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s257_c2_moves (a b e : nat) : rmoves (s257_board (6 + a) (3 + b) 2 2 (2 + e)) = [repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s257_board. tf_options. Qed.
Lemma s257_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : ((Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (3 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2) \/ (Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s257_board (6 + a) (4 + b) 1 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s257_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + e)) []); [strip_eq | unfold s257_board; target_board_eq | strip_offset].
  - unfold s257_form; apply form_int; zlia.
  - intros HT; apply (use257 IH (6 + a) (4 + b) 1 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s257_dom; left; zlia | unfold s257_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s257_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s257_dom (6 + a) (3 + b) 2 2 (2 + e) y1) (Hm : meas (s257_board (6 + a) (3 + b) 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s257_board (6 + a) (3 + b) 2 2 (2 + e))).
Proof.
  unfold s257_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s257_board (6 + a) (3 + b) 2 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s257_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (3 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2) \/ (Z.of_nat (6 + a) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s257_c2_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s257_c2_moves a b e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s257_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C257 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s257_dom in Hdom.
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
            exfalso; zlia.
          }
          {
            do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  exact (s257_c1 IH a b e y1 Hdom Hm Hd Hr).
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
            do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s257_c2 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
  }
Qed.

Lemma s258_c1_moves (a b d : nat) : rmoves (s258_board (7 + a) (3 + b) 2 (2 + d)) = [repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d); repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s204_board (7 + a) (4 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH (7 + a) (4 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (7 + a) >= 7 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (7 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E; F; T; F]) []) (s242_board (7 + a) (3 + b) 2 1) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E; F; T; F]) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (7 + a) (3 + b) 2 1 y1); [unfold s242_dom; zlia | unfold lex3; lia].
Qed.
Lemma s258_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (8 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: F :: T :: repeat F (2 + d)) []) (s242_board (8 + a) (3 + b) 2 (2 + d)) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (8 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (8 + a) (3 + b) 2 (2 + d) y1); [unfold s242_dom; zlia | unfold lex3; lia].
Qed.
Lemma s258_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s258_dom (7 + a) (3 + b) 2 (2 + d) y1) (Hm : meas (s258_board (7 + a) (3 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board (7 + a) (3 + b) 2 (2 + d))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board (7 + a) (3 + b) 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s258_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s258_c1_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s258_c1_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (7 + a) >= 7 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s258_c1_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s258_c1_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s258_c1_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s258_c1_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s258_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C258 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s258_dom in Hdom.
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
          do 5 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s258_c1 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s259_c1_moves : rmoves (s259_board) = [[F; T; E; T; F; E]].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; F]) [(1, 0)]) (s205_board 0) (0) _ (s205_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s205_board; target_board_eq | strip_offset].
  - unfold s205_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use205 IH 0 z1 z2 y1); [unfold s205_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s259_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s259_board)).
Proof.
  apply (answer_form_L _ (s100_board) (0) _ (int (0 + (Z.of_nat y1))) (s100_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [unfold s259_board; strip_eq | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s259_dom z1 z2 y1) (Hm : meas (s259_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s259_board)).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s259_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s259_board)) in Hg. cbn [rights] in Hg. rewrite s259_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s259_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s259_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s259_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C259 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s259_dom in Hdom.
  exact (s259_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s260_c1_moves : rmoves (s260_board 1) = [[T; F; E; T; F; T; E; T; F]].
Proof. unfold s260_board. tf_options. Qed.
Lemma s260_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; T; F]) []) (s170_board 1 1 2 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 2 1 y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s260_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s260_dom 1 y1) (Hm : meas (s260_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s260_board 1)).
Proof.
  unfold s260_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s260_board 1)) in Hg. cbn [rights] in Hg. rewrite s260_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s260_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s260_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s260_c2_moves (a : nat) : rmoves (s260_board (2 + a)) = [T :: F :: E :: repeat T (2 + a) ++ [F; T; E; T; F]].
Proof. unfold s260_board. tf_options. Qed.
Lemma s260_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ [F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ [F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + a) ++ [F; E; T; T; F]) []) (s184_board 1 1 (2 + a) 1 2 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + a) ++ [F; E; T; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + a) 1 2 1 y1); [unfold s184_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s260_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s260_dom (2 + a) y1) (Hm : meas (s260_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s260_board (2 + a))).
Proof.
  unfold s260_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s260_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s260_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s260_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s260_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s260_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C260 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s260_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s260_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s260_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s261_c1_moves (b : nat) : rmoves (s261_board 1 (2 + b)) = [T :: F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s261_board. tf_options. Qed.
Lemma s261_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s170_board 1 1 2 (2 + b)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 2 (2 + b) y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s261_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s261_dom 1 (2 + b) y1) (Hm : meas (s261_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s261_board 1 (2 + b))).
Proof.
  unfold s261_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s261_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s261_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s261_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s261_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s261_c2_moves (a b : nat) : rmoves (s261_board (2 + a) (2 + b)) = [T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s261_board. tf_options. Qed.
Lemma s261_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b)) []) (s184_board 1 1 (2 + a) 1 2 (2 + b)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + a) 1 2 (2 + b) y1); [unfold s184_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s261_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s261_dom (2 + a) (2 + b) y1) (Hm : meas (s261_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s261_board (2 + a) (2 + b))).
Proof.
  unfold s261_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s261_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s261_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s261_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s261_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s261_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C261 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s261_dom in Hdom.
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
      exact (s261_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s261_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s262_c1_moves : rmoves (s262_board 1 1 1) = [[T; F; T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; F]) [(1, 1)]) (s88_board 1 1 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s262_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s262_dom 1 1 1 y1) (Hm : meas (s262_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board 1 1 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s262_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s262_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c2_moves (b : nat) : rmoves (s262_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s88_board 1 (2 + b) 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s262_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s262_dom 1 (2 + b) 1 y1) (Hm : meas (s262_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board 1 (2 + b) 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s262_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s262_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c3_moves (a : nat) : rmoves (s262_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]) (s88_board (2 + a) 1 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s262_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s262_dom (2 + a) 1 1 y1) (Hm : meas (s262_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board (2 + a) 1 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s262_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s262_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c4_moves (a b : nat) : rmoves (s262_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s88_board (2 + a) (2 + b) 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s262_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s262_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s262_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board (2 + a) (2 + b) 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s262_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s262_c4_moves a b) eq_refl Hm) Hd Hr). }

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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
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
        exact (s262_c2 IH b y1 Hdom Hm Hd Hr).
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
        exact (s262_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s262_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s263_c1_moves : rmoves (s263_board 1 1 1) = [[T; F; T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s271_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s272_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E]) []); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s263_dom 1 1 1 y1) (Hm : meas (s263_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 1 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s263_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s263_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s263_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c2_moves (c : nat) : rmoves (s263_board 1 1 (2 + c)) = [T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F; E]) []) (s255_board 1 1 1 1) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F; E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH 1 1 1 1 y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s255_board 1 1 1 (2 + c)) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH 1 1 1 (2 + c) y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s263_dom 1 1 (2 + c) y1) (Hm : meas (s263_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 1 (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s263_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s263_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c3_moves (b : nat) : rmoves (s263_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s271_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s272_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s263_dom 1 (2 + b) 1 y1) (Hm : meas (s263_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 (2 + b) 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s263_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s263_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s263_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c4_moves (b c : nat) : rmoves (s263_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F; E]) []) (s255_board 1 (2 + b) 1 1) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH 1 (2 + b) 1 1 y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s255_board 1 (2 + b) 1 (2 + c)) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH 1 (2 + b) 1 (2 + c) y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s263_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s263_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 (2 + b) (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c4_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c4_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c4_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c5_moves (a : nat) : rmoves (s263_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s271_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s272_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E]) []); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s263_dom (2 + a) 1 1 y1) (Hm : meas (s263_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) 1 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s263_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s263_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c5_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s263_c5_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c6_moves (a c : nat) : rmoves (s263_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; F; E]) []) (s255_board (2 + a) 1 1 1) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F; E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (2 + a) 1 1 1 y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s255_board (2 + a) 1 1 (2 + c)) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (2 + a) 1 1 (2 + c) y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s263_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s263_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) 1 (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c6_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s263_c6_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c6_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s263_c6_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c7_moves (a b : nat) : rmoves (s263_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s271_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH (2 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s272_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s263_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s263_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) (2 + b) 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s263_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s263_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c7_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s263_c7_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c8_moves (a b c : nat) : rmoves (s263_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E]) []) (s255_board (2 + a) (2 + b) 1 1) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (2 + a) (2 + b) 1 1 y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s255_board (2 + a) (2 + b) 1 (2 + c)) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (2 + a) (2 + b) 1 (2 + c) y1); [unfold s255_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s263_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s263_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c8_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c8_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c8_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c8_moves a b c) eq_refl Hm) Hd Hr). }
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
        exfalso; zlia.
      }
      {
        exact (s263_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s263_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s263_c5 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c6 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s263_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c8 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s264_c1_moves : rmoves (s264_board) = [].
Proof. unfold s264_board. tf_options. Qed.
Lemma s264_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s264_dom y1) (Hm : meas (s264_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s264_board)).
Proof.
  unfold s264_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s264_board)) in Hg. cbn [rights] in Hg. rewrite s264_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s264_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C264 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s264_dom in Hdom.
  exact (s264_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s265_c1_moves (a b : nat) : rmoves (s265_board (2 + a) (2 + b)) = [F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ repeat F (2 + b)].
Proof. unfold s265_board. tf_options. Qed.
Lemma s265_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ repeat F (2 + b)) []) (s60_board 1 (3 + a) (2 + b)) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ repeat F (2 + b)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + a) (2 + b) y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s265_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s265_dom (2 + a) (2 + b) y1) (Hm : meas (s265_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s265_board (2 + a) (2 + b))).
Proof.
  unfold s265_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s265_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s265_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s265_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s265_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s265_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C265 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s265_dom in Hdom.
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
      exact (s265_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s266_c1_moves (b : nat) : rmoves (s266_board 1 (2 + b) 1) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s266_board. tf_options. Qed.
Lemma s266_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s216_board 2 (2 + b)) (-1) _ (s216_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s216_board; target_board_eq | strip_offset].
  - unfold s216_form; apply form_int; zlia.
  - intros HT; apply (use216 IH 2 (2 + b) (1 + y1)); [unfold s216_dom; zlia | unfold lex3; lia].
Qed.
Lemma s266_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s266_dom 1 (2 + b) 1 y1) (Hm : meas (s266_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s266_board 1 (2 + b) 1)).
Proof.
  unfold s266_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s266_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s266_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s266_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s266_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s266_c2_moves (b c : nat) : rmoves (s266_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s266_board. tf_options. Qed.
Lemma s266_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s217_board 2 (2 + b) (2 + c)) (-1) _ (s217_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s217_board; target_board_eq | strip_offset].
  - unfold s217_form; apply form_int; zlia.
  - intros HT; apply (use217 IH 2 (2 + b) (2 + c) (1 + y1)); [unfold s217_dom; zlia | unfold lex3; lia].
Qed.
Lemma s266_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s266_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s266_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s266_board 1 (2 + b) (2 + c))).
Proof.
  unfold s266_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s266_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s266_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s266_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s266_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s266_c3_moves (a b : nat) : rmoves (s266_board (2 + a) (2 + b) 1) = [T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s266_board. tf_options. Qed.
Lemma s266_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s216_board (3 + a) (2 + b)) (-1) _ (s216_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s216_board; target_board_eq | strip_offset].
  - unfold s216_form; apply form_int; zlia.
  - intros HT; apply (use216 IH (3 + a) (2 + b) (1 + y1)); [unfold s216_dom; zlia | unfold lex3; lia].
Qed.
Lemma s266_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s266_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s266_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s266_board (2 + a) (2 + b) 1)).
Proof.
  unfold s266_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s266_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s266_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s266_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s266_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s266_c4_moves (a b c : nat) : rmoves (s266_board (2 + a) (2 + b) (2 + c)) = [T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s266_board. tf_options. Qed.
Lemma s266_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s217_board (3 + a) (2 + b) (2 + c)) (-1) _ (s217_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s217_board; target_board_eq | strip_offset].
  - unfold s217_form; apply form_int; zlia.
  - intros HT; apply (use217 IH (3 + a) (2 + b) (2 + c) (1 + y1)); [unfold s217_dom; zlia | unfold lex3; lia].
Qed.
Lemma s266_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s266_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s266_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s266_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s266_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s266_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s266_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s266_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s266_c4_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s266_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C266 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s266_dom in Hdom.
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
        exact (s266_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s266_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s266_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s266_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s267_c1_moves (a : nat) : rmoves (s267_board (2 + a)) = [].
Proof. unfold s267_board. tf_options. Qed.
Lemma s267_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s267_dom (2 + a) y1) (Hm : meas (s267_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s267_board (2 + a))).
Proof.
  unfold s267_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s267_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s267_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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

Lemma s268_c1_moves : rmoves (s268_board) = [[T; F; T; F; T; E; E; F]; [T; F; T; E; T; F; F; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s273_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s273_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; F]) []); [strip_eq | unfold s273_board; target_board_eq | strip_offset].
  - unfold s273_form; apply form_int; zlia.
  - intros HT; apply (use273 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s273_dom; zlia | unfold lex3; lia].
Qed.
Lemma s268_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; F; E]) []) (s83_board 1 2 0) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; F; E]) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH 1 2 0 y1); [unfold s83_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s268_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s268_dom y1) (Hm : meas (s268_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s268_board)).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board)) in Hg. cbn [rights] in Hg. rewrite s268_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s268_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s268_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s268_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s268_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C268 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s268_dom in Hdom.
  exact (s268_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s269_c1_moves (a : nat) : rmoves (s269_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; E; F]; repeat T (2 + a) ++ [F; T; E; T; F; F; E]].
Proof. unfold s269_board. tf_options. Qed.
Lemma s269_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s274_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s274_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) []); [strip_eq | unfold s274_board; target_board_eq | strip_offset].
  - unfold s274_form; apply form_int; zlia.
  - intros HT; apply (use274 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s274_dom; zlia | unfold lex3; lia].
Qed.
Lemma s269_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) []) (s83_board (2 + a) 2 0) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) 2 0 y1); [unfold s83_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s269_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s269_dom (2 + a) y1) (Hm : meas (s269_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s269_board (2 + a))).
Proof.
  unfold s269_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s269_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s269_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s269_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s269_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s269_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s269_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s269_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C269 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s269_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s269_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s270_c1_moves (a b : nat) : rmoves (s270_board (4 + a) (3 + b)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E]].
Proof. unfold s270_board. tf_options. Qed.
Lemma s270_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E]) [(1, 0)]) (s262_board (4 + a) (3 + b) 1) (0) _ (s262_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; E]) [(1, 0)]); [reflexivity | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (4 + a) (3 + b) 1 y1); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s270_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s270_dom (4 + a) (3 + b) y1) (Hm : meas (s270_board (4 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s270_board (4 + a) (3 + b))).
Proof.
  unfold s270_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s270_board (4 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s270_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s270_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s270_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s270_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C270 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s270_dom in Hdom.
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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s270_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s271_c1_moves : rmoves (s271_board 1 1) = [].
Proof. unfold s271_board. tf_options. Qed.
Lemma s271_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s271_dom 1 1 y1) (Hm : meas (s271_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s271_board 1 1)).
Proof.
  unfold s271_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s271_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s271_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s271_c2_moves (b : nat) : rmoves (s271_board 1 (2 + b)) = [].
Proof. unfold s271_board. tf_options. Qed.
Lemma s271_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s271_dom 1 (2 + b) y1) (Hm : meas (s271_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s271_board 1 (2 + b))).
Proof.
  unfold s271_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s271_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s271_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s271_c3_moves (a : nat) : rmoves (s271_board (2 + a) 1) = [].
Proof. unfold s271_board. tf_options. Qed.
Lemma s271_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s271_dom (2 + a) 1 y1) (Hm : meas (s271_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s271_board (2 + a) 1)).
Proof.
  unfold s271_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s271_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s271_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s271_c4_moves (a b : nat) : rmoves (s271_board (2 + a) (2 + b)) = [].
Proof. unfold s271_board. tf_options. Qed.
Lemma s271_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s271_dom (2 + a) (2 + b) y1) (Hm : meas (s271_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s271_board (2 + a) (2 + b))).
Proof.
  unfold s271_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s271_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s271_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s271_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C271 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s271_dom in Hdom.
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
      exact (s271_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s271_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s271_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s271_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s272_c1_moves : rmoves (s272_board 1 1) = [].
Proof. unfold s272_board. tf_options. Qed.
Lemma s272_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s272_dom 1 1 y1) (Hm : meas (s272_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s272_board 1 1)).
Proof.
  unfold s272_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s272_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s272_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s272_c2_moves (b : nat) : rmoves (s272_board 1 (2 + b)) = [].
Proof. unfold s272_board. tf_options. Qed.
Lemma s272_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s272_dom 1 (2 + b) y1) (Hm : meas (s272_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s272_board 1 (2 + b))).
Proof.
  unfold s272_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s272_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s272_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s272_c3_moves (a : nat) : rmoves (s272_board (2 + a) 1) = [].
Proof. unfold s272_board. tf_options. Qed.
Lemma s272_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s272_dom (2 + a) 1 y1) (Hm : meas (s272_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s272_board (2 + a) 1)).
Proof.
  unfold s272_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s272_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s272_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s272_c4_moves (a b : nat) : rmoves (s272_board (2 + a) (2 + b)) = [].
Proof. unfold s272_board. tf_options. Qed.
Lemma s272_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s272_dom (2 + a) (2 + b) y1) (Hm : meas (s272_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s272_board (2 + a) (2 + b))).
Proof.
  unfold s272_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s272_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s272_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s272_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C272 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s272_dom in Hdom.
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
      exact (s272_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s272_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s272_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s272_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s273_c1_moves : rmoves (s273_board) = [[T; F; T; F; T; E; F; E]].
Proof. unfold s273_board. tf_options. Qed.
Lemma s273_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; T; F; E]) []) (s246_board 1 1 1 0 0) (0) _ (s246_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; T; F; E]) []); [reflexivity | unfold s246_board; target_board_eq | strip_offset].
  - unfold s246_form; apply form_int; zlia.
  - intros HT; apply (use246 IH 1 1 1 0 0 y1); [unfold s246_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s273_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s273_dom y1) (Hm : meas (s273_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s273_board)).
Proof.
  unfold s273_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s273_board)) in Hg. cbn [rights] in Hg. rewrite s273_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s273_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s273_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s273_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C273 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s273_dom in Hdom.
  exact (s273_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s274_c1_moves (a : nat) : rmoves (s274_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; F; E]].
Proof. unfold s274_board. tf_options. Qed.
Lemma s274_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E]) []) (s246_board (2 + a) 1 1 0 0) (0) _ (s246_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E]) []); [reflexivity | unfold s246_board; target_board_eq | strip_offset].
  - unfold s246_form; apply form_int; zlia.
  - intros HT; apply (use246 IH (2 + a) 1 1 0 0 y1); [unfold s246_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s274_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s274_dom (2 + a) y1) (Hm : meas (s274_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s274_board (2 + a))).
Proof.
  unfold s274_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s274_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s274_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s274_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s274_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s274_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C274 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s274_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s274_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s275_c1_moves (a b : nat) : rmoves (s275_board (2 + a) (3 + b)) = [F :: T :: E :: E :: repeat T (2 + a) ++ repeat F (3 + b)].
Proof. unfold s275_board. tf_options. Qed.
Lemma s275_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ repeat F (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ repeat F (3 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s159_board 1 0 (2 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + a) ++ [F; F; F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 0 (2 + a) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s275_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ repeat F (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ repeat F (3 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s278_board (2 + a) (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + a) ++ repeat F (4 + b)) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (2 + a) (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; zlia | unfold lex3; lia].
Qed.
Lemma s275_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s275_dom (2 + a) (3 + b) y1) (Hm : meas (s275_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s275_board (2 + a) (3 + b))).
Proof.
  unfold s275_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s275_board (2 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s275_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s275_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s275_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) by zlia. exact (s275_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s275_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s275_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C275 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s275_dom in Hdom.
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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s275_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s276_c1_moves (a b : nat) : rmoves (s276_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E]].
Proof. unfold s276_board. tf_options. Qed.
Lemma s276_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s279_board (3 + a) (2 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s279_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; E; F]) [(1, 1)]); [strip_eq | unfold s279_board; target_board_eq | strip_offset].
  - unfold s279_form; apply form_int; zlia.
  - intros HT; apply (use279 IH (3 + a) (2 + b) y1); [unfold s279_dom; zlia | unfold lex3; lia].
Qed.
Lemma s276_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s276_dom (3 + a) (2 + b) y1) (Hm : meas (s276_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s276_board (3 + a) (2 + b))).
Proof.
  unfold s276_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s276_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s276_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s276_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s276_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s276_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C276 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s276_dom in Hdom.
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
  exact (s276_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s277_c1_moves : rmoves (s277_board 1 1 2) = [].
Proof. unfold s277_board. tf_options. Qed.
Lemma s277_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s277_dom 1 1 2 y1) (Hm : meas (s277_board 1 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s277_board 1 1 2)).
Proof.
  unfold s277_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s277_board 1 1 2)) in Hg. cbn [rights] in Hg. rewrite s277_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s277_c2_moves (a : nat) : rmoves (s277_board (2 + a) 1 2) = [].
Proof. unfold s277_board. tf_options. Qed.
Lemma s277_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s277_dom (2 + a) 1 2 y1) (Hm : meas (s277_board (2 + a) 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s277_board (2 + a) 1 2)).
Proof.
  unfold s277_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s277_board (2 + a) 1 2)) in Hg. cbn [rights] in Hg. rewrite s277_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s277_c3_moves (a b : nat) : rmoves (s277_board (3 + a) (2 + b) 2) = [].
Proof. unfold s277_board. tf_options. Qed.
Lemma s277_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s277_dom (3 + a) (2 + b) 2 y1) (Hm : meas (s277_board (3 + a) (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s277_board (3 + a) (2 + b) 2)).
Proof.
  unfold s277_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s277_board (3 + a) (2 + b) 2)) in Hg. cbn [rights] in Hg. rewrite s277_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s277_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C277 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s277_dom in Hdom.
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
        assert (c = 0) by zlia; subst c.
  exact (s277_c1 IH y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        assert (c = 0) by zlia; subst c.
  exact (s277_c2 IH a y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s277_c3 IH a b y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s278_c1_moves (a b : nat) : rmoves (s278_board (2 + a) (4 + b)) = [].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s278_dom (2 + a) (4 + b) y1) (Hm : meas (s278_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) (4 + b))).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) (4 + b))) in Hg. cbn [rights] in Hg. rewrite s278_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s278_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C278 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s278_dom in Hdom.
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
  exact (s278_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s279_c1_moves (a b : nat) : rmoves (s279_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]].
Proof. unfold s279_board. tf_options. Qed.
Lemma s279_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s280_board (3 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s280_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) []); [strip_eq | unfold s280_board; target_board_eq | strip_offset].
  - unfold s280_form; apply form_int; zlia.
  - intros HT; apply (use280 IH (3 + a) (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s280_dom; zlia | unfold lex3; lia].
Qed.
Lemma s279_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s277_board (3 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s277_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) []); [strip_eq | unfold s277_board; target_board_eq | strip_offset].
  - unfold s277_form; apply form_int; zlia.
  - intros HT; apply (use277 IH (3 + a) (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s277_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s279_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s279_dom (3 + a) (2 + b) y1) (Hm : meas (s279_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s279_board (3 + a) (2 + b))).
Proof.
  unfold s279_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s279_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s279_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s279_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s279_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s279_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s279_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s279_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C279 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s279_dom in Hdom.
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
  exact (s279_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s280_c1_moves (a b : nat) : rmoves (s280_board (3 + a) (2 + b) 2) = [].
Proof. unfold s280_board. tf_options. Qed.
Lemma s280_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s280_dom (3 + a) (2 + b) 2 y1) (Hm : meas (s280_board (3 + a) (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s280_board (3 + a) (2 + b) 2)).
Proof.
  unfold s280_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s280_board (3 + a) (2 + b) 2)) in Hg. cbn [rights] in Hg. rewrite s280_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s280_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C280 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s280_dom in Hdom.
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
  assert (c = 0) by zlia; subst c.
  exact (s280_c1 IH a b y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s281_c1_moves (a : nat) : rmoves (s281_board (3 + a) 1 1) = [repeat T (3 + a) ++ [F; F; T; F; E; T; E; F]; repeat T (3 + a) ++ [F; F; T; E; F; T; F; E]].
Proof. unfold s281_board. tf_options. Qed.
Lemma s281_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; F; T; F; E; E; T; F]) []) (s276_board (3 + a) 2) (0) _ (s276_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s276_board; target_board_eq | strip_offset].
  - unfold s276_form; apply form_int; zlia.
  - intros HT; apply (use276 IH (3 + a) 2 y1); [unfold s276_dom; zlia | unfold lex3; lia].
Qed.
Lemma s281_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; F; E; T; F; T; F; E]) []) (s283_board (3 + a) 2 1 1) (0) _ (s283_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s283_board; target_board_eq | strip_offset].
  - unfold s283_form; apply form_int; zlia.
  - intros HT; apply (use283 IH (3 + a) 2 1 1 y1); [unfold s283_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s281_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s281_dom (3 + a) 1 1 y1) (Hm : meas (s281_board (3 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s281_board (3 + a) 1 1)).
Proof.
  unfold s281_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s281_board (3 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s281_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s281_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s281_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s281_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s281_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s281_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C281 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s281_dom in Hdom.
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s281_c1 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
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

Lemma s282_c1_moves (a b : nat) : rmoves (s282_board (4 + a) (3 + b) 1 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; T; E; F]; repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s282_board. tf_options. Qed.
Lemma s282_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []) (s276_board (4 + a) (3 + b)) (0) _ (s276_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s276_board; target_board_eq | strip_offset].
  - unfold s276_form; apply form_int; zlia.
  - intros HT; apply (use276 IH (4 + a) (3 + b) y1); [unfold s276_dom; zlia | unfold lex3; lia].
Qed.
Lemma s282_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s283_board (4 + a) (3 + b) 1 1) (0) _ (s283_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s283_board; target_board_eq | strip_offset].
  - unfold s283_form; apply form_int; zlia.
  - intros HT; apply (use283 IH (4 + a) (3 + b) 1 1 y1); [unfold s283_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s282_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s282_dom (4 + a) (3 + b) 1 1 y1) (Hm : meas (s282_board (4 + a) (3 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s282_board (4 + a) (3 + b) 1 1)).
Proof.
  unfold s282_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s282_board (4 + a) (3 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s282_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s282_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s282_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s282_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s282_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s282_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C282 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s282_dom in Hdom.
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s282_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

Lemma s283_c1_moves (a b : nat) : rmoves (s283_board (3 + a) (2 + b) 1 1) = [repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]].
Proof. unfold s283_board. tf_options. Qed.
Lemma s283_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (3 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s131_board (3 + a) (3 + b) 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (3 + a) (3 + b) 1 y1); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s283_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s283_dom (3 + a) (2 + b) 1 1 y1) (Hm : meas (s283_board (3 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s283_board (3 + a) (2 + b) 1 1)).
Proof.
  unfold s283_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s283_board (3 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s283_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (3 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s283_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s283_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s283_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C283 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s283_dom in Hdom.
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
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s283_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

Lemma s284_c1_moves : rmoves (s284_board) = [].
Proof. unfold s284_board. tf_options. Qed.
Lemma s284_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s284_dom y1) (Hm : meas (s284_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s284_board)).
Proof.
  unfold s284_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s284_board)) in Hg. cbn [rights] in Hg. rewrite s284_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s284_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C284 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s284_dom in Hdom.
  exact (s284_c1 IH y1 Hdom Hm Hd Hr).
Qed.

