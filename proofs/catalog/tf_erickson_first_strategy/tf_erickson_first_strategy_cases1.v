(* tf_erickson_first_strategy_cases1: the proofs of Lower's nodes 1 to 91 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s1_c1_moves (a b : nat) : rmoves (s1_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + b)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s2_board (3 + a) 1) (0) _ (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (s2_form z1 z2 y1)).
  - apply tree_right; cbn [rights claim In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; F]) []); [strip_eq | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use2 IH (3 + a) 1 z1 z2 y1); [unfold s2_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s2_board (4 + a) (2 + b)) (0) _ (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (s2_form z1 z2 y1)).
  - apply tree_right; cbn [rights claim In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use2 IH (4 + a) (2 + b) z1 z2 y1); [unfold s2_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s1_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s1_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + b)) []) (s3_board (2 + a) (2 + b)) (0) _ (s3_form z1 z2 y1)).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use3 IH (2 + a) (2 + b) z1 z2 y1); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s1_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s1_board (3 + a) (2 + b)) = mm) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  le (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s1_board (3 + a) (2 + b))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts claim In] in Hu. destruct Hu as [<-|[]].
      { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c1_t1_a2 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C1 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s1_dom in Hdom.
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
  exact (s1_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s2_c1_moves (a : nat) : rmoves (s2_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; E; F]; repeat T (2 + a) ++ [E; F; F; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; E; F]) []) (s4_board (1 + a)) (0) _ (s4_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; E; F]) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use4 IH (1 + a) z1 z2 y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; F; E]) []) (s5_board (1 + a)) (0) _ (s5_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; F; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use5 IH (1 + a) z1 z2 y1); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s2_board (2 + a) 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s2_board (2 + a) 1)).
Proof.
  apply (answer_form_L _ (s9_board (2 + a) 1) (0) _ (int (0 + (Z.of_nat y1))) (s9_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) []); [unfold s2_board; strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s2_dom (2 + a) 1 z1 z2 y1) (Hm : meas (s2_board (2 + a) 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s2_board (2 + a) 1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s2_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s2_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s2_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s2_c2_moves (a b : nat) : rmoves (s2_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: E :: repeat F (2 + b); repeat T (4 + a) ++ E :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (4 + a) ++ F :: E :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (2 + b)) []) (s6_board (3 + a) (2 + b)) (0) _ (s6_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use6 IH (3 + a) (2 + b) z1 z2 y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (4 + a) ++ E :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; T; F; F; E; F]) []) (s7_board (3 + a)) (0) _ (s7_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; F; E; F]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use7 IH (3 + a) z1 z2 y1); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (4 + a) ++ E :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s8_board (5 + a) (2 + b)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s8_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_leaf_int; zlia.
  - intros HT; apply (use8 IH (5 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3))); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s2_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s2_board (4 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: F :: E :: repeat F (2 + b)) []) (s10_board (3 + a) (2 + b)) (0) _ (s10_form y1)).
  - unfold strip, s2_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_star; zlia.
  - intros HT; apply (use10 IH (3 + a) (2 + b) y1); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s2_dom (4 + a) (2 + b) z1 z2 y1) (Hm : meas (s2_board (4 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s2_board (4 + a) (2 + b))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c2_f1_a2 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s2_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s2_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c2_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s2_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c2_t2_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s2_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c2_t2_a2 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s2_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s2_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C2 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s2_dom in Hdom.
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
      exact (s2_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s2_c2 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s3_c1_moves (a b : nat) : rmoves (s3_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; F; E; F]) []) (s11_board (1 + a)) (0) _ (s11_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; F; E; F]) []); [reflexivity | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use11 IH (1 + a) z1 z2 y1); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (2 + b)) []) (s12_board (2 + a) (2 + b)) (0) _ (s12_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use12 IH (2 + a) (2 + b) z1 z2 y1); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s3_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat z1) - 3 + (Z.of_nat y1))) (tf_game (s3_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: T :: E :: repeat F (2 + b)) []) (s13_board (1 + a) (2 + b)) (0) _ (s13_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (1 + a) (2 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s3_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s3_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s3_board (2 + a) (2 + b))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s3_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c1_t1_a2 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s3_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C3 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s3_dom in Hdom.
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
      exact (s3_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s4_c1_moves : rmoves (s4_board 1) = [[T; F; E; T; E; F]; [T; E; F; T; F; E]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; F]) []) (s14_board 1) (0) _ (s14_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [reflexivity | unfold s14_board; target_board_eq | strip_offset].
  - unfold s14_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use14 IH 1 z1 z2 y1); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E]) []) (s259_board) (0) _ (s259_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use259 IH z1 z2 y1); [unfold s259_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s4_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s4_board 1)).
Proof.
  apply (answer_form_L _ (s15_board 1) (0) _ (int (0 + (Z.of_nat y1))) (s15_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; F; T; E; F]) []); [unfold s4_board; strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 1 y1); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s4_dom 1 z1 z2 y1) (Hm : meas (s4_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s4_board 1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s4_board 1)) in Hg. cbn [rights] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s4_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t2_a1 IH z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s4_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s4_c2_moves (a : nat) : rmoves (s4_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; E]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) []) (s14_board (2 + a)) (0) _ (s14_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) []); [reflexivity | unfold s14_board; target_board_eq | strip_offset].
  - unfold s14_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use14 IH (2 + a) z1 z2 y1); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]) (s2_board (2 + a) 1) (0) _ (s2_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use2 IH (2 + a) 1 z1 z2 y1); [unfold s2_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s4_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s4_board (2 + a))).
Proof.
  apply (answer_form_L _ (s15_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s15_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F]) []); [unfold s4_board; strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (2 + a) y1); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s4_dom (2 + a) z1 z2 y1) (Hm : meas (s4_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s4_board (2 + a))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s4_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s4_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s4_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C4 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s4_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s4_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s4_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s5_c1_moves : rmoves (s5_board 1) = [[T; F; T; E; F; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E]) []) (s16_board 1) (0) _ (s16_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use16 IH 1 z1 z2 y1); [unfold s16_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s5_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s5_board 1)).
Proof.
  apply (answer_form_L _ (s17_board 1) (0) _ (int (0 + (Z.of_nat y1))) (s17_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; T; F; F; E]) []); [unfold s5_board; strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 1 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s5_dom 1 z1 z2 y1) (Hm : meas (s5_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s5_board 1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s5_board 1)) in Hg. cbn [rights] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s5_c2_moves (a : nat) : rmoves (s5_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; F; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s16_board (2 + a)) (0) _ (s16_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use16 IH (2 + a) z1 z2 y1); [unfold s16_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s5_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s5_board (2 + a))).
Proof.
  apply (answer_form_L _ (s17_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s17_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) []); [unfold s5_board; strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s5_dom (2 + a) z1 z2 y1) (Hm : meas (s5_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s5_board (2 + a))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s5_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s5_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s5_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C5 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s5_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s5_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s5_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s6_c1_moves (a b : nat) : rmoves (s6_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b); repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + b)) []) (s18_board (3 + a) (2 + b)) (0) _ (s18_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s18_board; target_board_eq | strip_offset].
  - unfold s18_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use18 IH (3 + a) (2 + b) z1 z2 y1); [unfold s18_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; F; E; F; T; F]) []) (s19_board (3 + a)) (0) _ (s19_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; F; T; F]) []); [reflexivity | unfold s19_board; target_board_eq | strip_offset].
  - unfold s19_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use19 IH (3 + a) z1 z2 y1); [unfold s19_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s20_board (4 + a) (2 + b)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s20_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: T :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_leaf_int; zlia.
  - intros HT; apply (use20 IH (4 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3))); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s6_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s6_board (3 + a) (2 + b))).
Proof.
  apply (answer_form_L _ (s21_board (3 + a) (2 + b)) (0) _ (int (0 + (Z.of_nat y1))) (s21_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (2 + b)) []); [unfold s6_board; strip_eq | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_int; zlia.
  - intros HT; apply (use21 IH (3 + a) (2 + b) y1); [unfold s21_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s6_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s6_board (3 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s6_board (3 + a) (2 + b))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s6_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t2_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t2_a2 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s6_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C6 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s6_dom in Hdom.
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
  exact (s6_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s7_c1_moves (a : nat) : rmoves (s7_board (3 + a)) = [repeat T (3 + a) ++ [F; T; E; F; E; F]; repeat T (3 + a) ++ [E; T; F; F; F; E]].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; T; E; F; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ [F; T; E; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; T; F; E; F]) []) (s22_board (3 + a)) (0) _ (s22_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; F; E; F]) []); [reflexivity | unfold s22_board; target_board_eq | strip_offset].
  - unfold s22_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use22 IH (3 + a) z1 z2 y1); [unfold s22_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; T; F; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ [E; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s23_board (3 + a) 3) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s23_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; F; F; E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_leaf_int; zlia.
  - intros HT; apply (use23 IH (3 + a) 3 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s7_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s7_board (3 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; T; F; F; E; F]) []) (s24_board (2 + a) 2 2 1) (0) _ (s24_form y1)).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F; E; F]) []); [reflexivity | unfold s24_board; target_board_eq | strip_offset].
  - unfold s24_form; apply form_star; zlia.
  - intros HT; apply (use24 IH (2 + a) 2 2 1 y1); [unfold s24_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s7_dom (3 + a) z1 z2 y1) (Hm : meas (s7_board (3 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s7_board (3 + a))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s7_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s7_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s7_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s7_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s7_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s7_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s7_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C7 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s7_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s7_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s8_c1_moves : rmoves (s8_board 1 0) = [[T; F; E; F; E]].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) []) (s23_board 0 1) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s8_dom 1 0 y1) (Hm : meas (s8_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s8_board 1 0)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s8_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s8_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s8_c2_moves (a : nat) : rmoves (s8_board (2 + a) 0) = [repeat T (2 + a) ++ [F; E; F; E]].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E]) []) (s20_board (1 + a) 0) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E]) []); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (1 + a) 0 y1); [unfold s20_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s8_dom (2 + a) 0 y1) (Hm : meas (s8_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s8_board (2 + a) 0)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s8_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s8_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s8_c3_moves (a b : nat) : rmoves (s8_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: E :: F :: E :: repeat F (2 + b); repeat T (5 + a) ++ E :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: E :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: F :: T :: F :: E :: repeat F (2 + b)) []) (s20_board (4 + a) (2 + b)) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: T :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (4 + a) (2 + b) y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ E :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ E :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [E; T; F; F; F; E; F]) []) (s25_board (4 + a)) (0) _ (s25_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [E; T; F; F; F; E; F]) []); [reflexivity | unfold s25_board; target_board_eq | strip_offset].
  - unfold s25_form; apply form_int; zlia.
  - intros HT; apply (use25 IH (4 + a) y1); [unfold s25_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (5 + a) ++ E :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ E :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ E :: T :: F :: F :: F :: E :: repeat F (2 + b)) []) (s26_board (5 + a) (2 + b)) (0) _ (s26_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_int; zlia.
  - intros HT; apply (use26 IH (5 + a) (2 + b) y1); [unfold s26_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s8_dom (5 + a) (2 + b) y1) (Hm : meas (s8_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s8_board (5 + a) (2 + b))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s8_board (5 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s8_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s8_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s8_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s8_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s8_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s8_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s8_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C8 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s8_dom in Hdom.
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
      exact (s8_c1 IH y1 Hdom Hm Hd Hr).
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
      exact (s8_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
    {
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s8_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s9_c1_moves : rmoves (s9_board 1 0) = [[T; F; E; E]].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 1)]) (s284_board) (0) _ (s284_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH y1); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s9_dom 1 0 y1) (Hm : meas (s9_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s9_board 1 0)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s9_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s9_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s9_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s9_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s9_c2_moves (a : nat) : rmoves (s9_board (2 + a) 0) = [repeat T (2 + a) ++ [F; E; E]].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]) (s9_board (2 + a) 0) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s9_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]) (s88_board (1 + a) 0 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (1 + a) 0 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s9_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s9_board (2 + a) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s9_board (2 + a) 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) []) (s23_board (2 + a) 1) (0) _ (s23_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s9_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s23_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s9_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s9_dom (2 + a) 0 y1) (Hm : meas (s9_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s9_board (2 + a) 0)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s9_c2_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s9_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s9_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s9_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s9_c2_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s9_c2_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s9_c3_moves (a : nat) : rmoves (s9_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; E; F]; repeat T (2 + a) ++ [E; F; F; E]].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; E; F]) []) (s15_board (1 + a)) (0) _ (s15_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; E; F]) []); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (1 + a) y1); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; F; E]) []) (s17_board (1 + a)) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; F; E]) []); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (1 + a) y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s9_dom (2 + a) 1 y1) (Hm : meas (s9_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s9_board (2 + a) 1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s9_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s9_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s9_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s9_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s9_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s9_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C9 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s9_dom in Hdom.
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
      exact (s9_c1 IH y1 Hdom Hm Hd Hr).
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
      exact (s9_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s9_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s10_c1_moves (a b : nat) : rmoves (s10_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: T :: E :: E :: repeat F (2 + b); repeat T (3 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: T :: E :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b)) []) (s27_board (3 + a) (2 + b)) (0) _ (s27_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s27_board; target_board_eq | strip_offset].
  - unfold s27_form; apply form_star; zlia.
  - intros HT; apply (use27 IH (3 + a) (2 + b) y1); [unfold s27_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; T; F; F; E; F]) []) (s24_board (2 + a) 2 2 1) (0) _ (s24_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F; E; F]) []); [reflexivity | unfold s24_board; target_board_eq | strip_offset].
  - unfold s24_form; apply form_star; zlia.
  - intros HT; apply (use24 IH (2 + a) 2 2 1 y1); [unfold s24_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (2 + b)) []) (s24_board (3 + a) 2 2 (2 + b)) (0) _ (s24_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s24_board; target_board_eq | strip_offset].
  - unfold s24_form; apply form_star; zlia.
  - intros HT; apply (use24 IH (3 + a) 2 2 (2 + b) y1); [unfold s24_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s10_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s10_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: E :: F :: T :: repeat F (2 + b)) []) (s28_board (3 + a) (2 + b)) (0) _ (s28_form y1)).
  - unfold strip, s10_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH (3 + a) (2 + b) y1); [unfold s28_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s10_dom (3 + a) (2 + b) y1) (Hm : meas (s10_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s10_board (3 + a) (2 + b))).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s10_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s10_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s10_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s10_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s10_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s10_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s10_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s10_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s10_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s10_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C10 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s10_dom in Hdom.
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
  exact (s10_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s11_c1_moves : rmoves (s11_board 1) = [[T; E; T; T; F; F; E]].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; E; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board 1 2 2) (0) _ (add (int ((Z.of_nat z1) - (Z.of_nat z2))) (int (Z.of_nat y1))) (s29_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - apply tree_right; cbn [rights t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_leaf_int; zlia.
  - intros HT; apply (use29 IH 1 2 2 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s11_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s11_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat z1) - 3 + (Z.of_nat y1))) (tf_game (s11_board 1)).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; T; E; F; T; F]) []) (s30_board) (0) _ (s30_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - unfold strip, s11_board; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; E; F; T; F]) []); [reflexivity | unfold s30_board; target_board_eq | strip_offset].
  - unfold s30_form; apply form_int; zlia.
  - intros HT; apply (use30 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s30_dom; zlia | unfold lex3; lia].
Qed.
Lemma s11_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s11_dom 1 z1 z2 y1) (Hm : meas (s11_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s11_board 1)).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s11_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s11_board 1)) in Hg. cbn [rights] in Hg. rewrite s11_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s11_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s11_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s11_c2_moves (a : nat) : rmoves (s11_board (2 + a)) = [repeat T (2 + a) ++ [E; T; T; F; F; E]].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board (2 + a) 2 2) (0) _ (add (int ((Z.of_nat z1) - (Z.of_nat z2))) (int (Z.of_nat y1))) (s29_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - apply tree_right; cbn [rights t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_leaf_int; zlia.
  - intros HT; apply (use29 IH (2 + a) 2 2 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s11_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s11_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat z1) - 3 + (Z.of_nat y1))) (tf_game (s11_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) []) (s31_board (2 + a)) (0) _ (s31_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - unfold strip, s11_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH (2 + a) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s31_dom; zlia | unfold lex3; lia].
Qed.
Lemma s11_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s11_dom (2 + a) z1 z2 y1) (Hm : meas (s11_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s11_board (2 + a))).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s11_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s11_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s11_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s11_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s11_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s11_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C11 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s11_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s11_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s11_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s12_c1_moves (a b : nat) : rmoves (s12_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s32_board (2 + a) 1) (0) _ (add (int ((Z.of_nat z1) - (Z.of_nat z2))) (int (Z.of_nat y1))) (s32_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - apply tree_right; cbn [rights t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F; E; F]) []); [strip_eq | unfold s32_board; target_board_eq | strip_offset].
  - unfold s32_form; apply form_leaf_int; zlia.
  - intros HT; apply (use32 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s32_dom; zlia | unfold lex3; lia].
Qed.
Lemma s12_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s32_board (3 + a) (2 + b)) (0) _ (add (int ((Z.of_nat z1) - (Z.of_nat z2))) (int (Z.of_nat y1))) (s32_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - apply tree_right; cbn [rights t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s32_board; target_board_eq | strip_offset].
  - unfold s32_form; apply form_leaf_int; zlia.
  - intros HT; apply (use32 IH (3 + a) (2 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s32_dom; zlia | unfold lex3; lia].
Qed.
Lemma s12_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s12_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat z1) - 3 + (Z.of_nat y1))) (tf_game (s12_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)) []) (s33_board (2 + a) (2 + b)) (0) _ (s33_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - unfold strip, s12_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s33_board; target_board_eq | strip_offset].
  - unfold s33_form; apply form_int; zlia.
  - intros HT; apply (use33 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s33_dom; zlia | unfold lex3; lia].
Qed.
Lemma s12_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s12_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s12_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s12_board (2 + a) (2 + b))).
Proof.
  unfold s12_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s12_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s12_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s12_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s12_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s12_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s12_c1_t1_a2 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s12_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s12_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C12 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s12_dom in Hdom.
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
      exact (s12_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s13_c1_moves : rmoves (s13_board 1 2) = [[T; E; T; T; F; E; F]].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; T; E; F; T; F]) []) (s30_board) (0) _ (s30_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; E; F; T; F]) []); [reflexivity | unfold s30_board; target_board_eq | strip_offset].
  - unfold s30_form; apply form_int; zlia.
  - intros HT; apply (use30 IH y1); [unfold s30_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s13_dom 1 2 y1) (Hm : meas (s13_board 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s13_board 1 2)).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s13_board 1 2)) in Hg. cbn [rights] in Hg. rewrite s13_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s13_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s13_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s13_c2_moves (a b : nat) : rmoves (s13_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) []) (s31_board (2 + a)) (0) _ (s31_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH (2 + a) y1); [unfold s31_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)) []) (s33_board (2 + a) (2 + b)) (0) _ (s33_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s33_board; target_board_eq | strip_offset].
  - unfold s33_form; apply form_int; zlia.
  - intros HT; apply (use33 IH (2 + a) (2 + b) y1); [unfold s33_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s13_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s13_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: T :: T :: E :: repeat F (2 + b)) []) (s34_board (1 + a) 3 (2 + b)) (0) _ (s34_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s13_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: T :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_int; zlia.
  - intros HT; apply (use34 IH (1 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s34_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s13_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s13_dom (2 + a) (2 + b) y1) (Hm : meas (s13_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s13_board (2 + a) (2 + b))).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s13_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s13_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s13_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s13_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s13_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s13_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s13_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s13_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C13 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s13_dom in Hdom.
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
  exact (s13_c1 IH y1 Hdom Hm Hd Hr).
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
      exact (s13_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s14_c1_moves : rmoves (s14_board 1) = [[T; F; E; F; T; E]].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F]) [(1, 1)]) (s97_board) (0) _ (s97_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use97 IH z1 z2 y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s14_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s14_board 1)).
Proof.
  apply (answer_form_L _ (s36_board 1) (0) _ (int (0 + (Z.of_nat y1))) (s36_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [unfold s14_board; strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s14_dom 1 z1 z2 y1) (Hm : meas (s14_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s14_board 1)).
Proof.
  unfold s14_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s14_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s14_board 1)) in Hg. cbn [rights] in Hg. rewrite s14_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s14_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s14_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s14_c2_moves (a : nat) : rmoves (s14_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; T; E]].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1)]) (s35_board (1 + a)) (1) _ (s35_form z1 z2 (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; target_board_eq | strip_offset].
  - unfold s35_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use35 IH (1 + a) z1 z2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s35_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s14_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s14_board (2 + a))).
Proof.
  apply (answer_form_L _ (s36_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s36_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) []); [unfold s14_board; strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (2 + a) y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s14_dom (2 + a) z1 z2 y1) (Hm : meas (s14_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s14_board (2 + a))).
Proof.
  unfold s14_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s14_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s14_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s14_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s14_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s14_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s14_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C14 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s14_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s14_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s14_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s15_c1_moves : rmoves (s15_board 1) = [[T; F; E; T; E; F]; [T; E; F; T; F; E]].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; F]) []) (s36_board 1) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E]) []) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s15_dom 1 y1) (Hm : meas (s15_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s15_board 1)).
Proof.
  unfold s15_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s15_board 1)) in Hg. cbn [rights] in Hg. rewrite s15_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s15_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s15_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s15_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s15_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s15_c2_moves (a : nat) : rmoves (s15_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; E]].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) []) (s36_board (2 + a)) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (2 + a) y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]) (s9_board (2 + a) 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s15_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s15_dom (2 + a) y1) (Hm : meas (s15_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s15_board (2 + a))).
Proof.
  unfold s15_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s15_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s15_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s15_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s15_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s15_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s15_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s15_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C15 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s15_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s15_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s15_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s16_c1_moves : rmoves (s16_board 1) = [[T; F; F; T; E; E]].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; F; F; T; E; E])).
Proof.
  apply (answer_form_L _ (s37_board 1) (2) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s37_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 1)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; F]) [(1, 2)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_leaf_int; zlia.
  - intros HT; apply (use37 IH 1 (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s16_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s16_board 1)).
Proof.
  apply (answer_form_L _ (s39_board 1) (0) _ (int (0 + (Z.of_nat y1))) (s39_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [unfold s16_board; strip_eq | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH 1 y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s16_dom 1 z1 z2 y1) (Hm : meas (s16_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s16_board 1)).
Proof.
  unfold s16_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s16_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s16_board 1)) in Hg. cbn [rights] in Hg. rewrite s16_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s16_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s16_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s16_c2_moves (a : nat) : rmoves (s16_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; E]].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E])).
Proof.
  apply (answer_form_L _ (s37_board (2 + a)) (2) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s37_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 1)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F]) [(1, 2)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_leaf_int; zlia.
  - intros HT; apply (use37 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s16_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s16_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]) (s38_board (2 + a)) (0) _ (s38_form y1)).
  - unfold strip, s16_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_star; zlia.
  - intros HT; apply (use38 IH (2 + a) y1); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s16_dom (2 + a) z1 z2 y1) (Hm : meas (s16_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s16_board (2 + a))).
Proof.
  unfold s16_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s16_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s16_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s16_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s16_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s16_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s16_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C16 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s16_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s16_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s16_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s17_c1_moves : rmoves (s17_board 0) = [[F; T; E; F; E]].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s17_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s17_dom 0 y1) (Hm : meas (s17_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s17_board 0)).
Proof.
  unfold s17_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s17_board 0)) in Hg. cbn [rights] in Hg. rewrite s17_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s17_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s17_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s17_c2_moves : rmoves (s17_board 1) = [[T; F; T; E; F; E]].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E]) []) (s39_board 1) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH 1 y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s17_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s17_dom 1 y1) (Hm : meas (s17_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s17_board 1)).
Proof.
  unfold s17_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s17_board 1)) in Hg. cbn [rights] in Hg. rewrite s17_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s17_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s17_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s17_c3_moves (a : nat) : rmoves (s17_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; F; E]].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s17_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s17_dom (2 + a) y1) (Hm : meas (s17_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s17_board (2 + a))).
Proof.
  unfold s17_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s17_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s17_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s17_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s17_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s17_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C17 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s17_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s17_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s17_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s17_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s18_c1_moves (a b : nat) : rmoves (s18_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s18_board. tf_options. Qed.
Lemma s18_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) []) (s40_board (2 + a)) (0) _ (s40_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) []); [reflexivity | unfold s40_board; target_board_eq | strip_offset].
  - unfold s40_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use40 IH (2 + a) z1 z2 y1); [unfold s40_dom; zlia | unfold lex3; lia].
Qed.
Lemma s18_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []) (s41_board (3 + a) (2 + b)) (0) _ (s41_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s41_board; target_board_eq | strip_offset].
  - unfold s41_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use41 IH (3 + a) (2 + b) z1 z2 y1); [unfold s41_dom; zlia | unfold lex3; lia].
Qed.
Lemma s18_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s18_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s18_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + b)) []) (s42_board (2 + a) (2 + b)) (0) _ (s42_form y1)).
  - unfold strip, s18_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_star; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s18_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s18_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s18_board (3 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s18_board (3 + a) (2 + b))).
Proof.
  unfold s18_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s18_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s18_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s18_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s18_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s18_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s18_c1_t1_a2 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s18_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s18_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C18 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s18_dom in Hdom.
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
  exact (s18_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s19_c1_moves (a : nat) : rmoves (s19_board (3 + a)) = [repeat T (3 + a) ++ [F; E; E; F; T; F]; repeat T (3 + a) ++ [E; F; F; E; T; F]].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E; F; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ [F; E; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; E; F; T; F]) []) (s43_board (2 + a)) (0) _ (s43_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F; T; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use43 IH (2 + a) z1 z2 y1); [unfold s43_dom; zlia | unfold lex3; lia].
Qed.
Lemma s19_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; F; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ [E; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []) (s44_board (2 + a)) (0) _ (s44_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s44_board; target_board_eq | strip_offset].
  - unfold s44_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use44 IH (2 + a) z1 z2 y1); [unfold s44_dom; zlia | unfold lex3; lia].
Qed.
Lemma s19_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s19_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s19_board (3 + a))).
Proof.
  apply (answer_form_L _ (s45_board (3 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s45_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; F; T; F]) []); [unfold s19_board; strip_eq | unfold s45_board; target_board_eq | strip_offset].
  - unfold s45_form; apply form_int; zlia.
  - intros HT; apply (use45 IH (3 + a) y1); [unfold s45_dom; zlia | unfold lex3; lia].
Qed.
Lemma s19_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s19_dom (3 + a) z1 z2 y1) (Hm : meas (s19_board (3 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s19_board (3 + a))).
Proof.
  unfold s19_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s19_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s19_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s19_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s19_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s19_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s19_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s19_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s19_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C19 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s19_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s19_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s20_c1_moves : rmoves (s20_board 1 0) = [[T; F; E; T; F; E]].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F]) [(1, 0)]) (s98_board) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s20_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s20_dom 1 0 y1) (Hm : meas (s20_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s20_board 1 0)).
Proof.
  unfold s20_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s20_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s20_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s20_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s20_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s20_c2_moves (a : nat) : rmoves (s20_board (2 + a) 0) = [repeat T (2 + a) ++ [F; E; T; F; E]].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]) (s99_board (2 + a)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s20_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s20_dom (2 + a) 0 y1) (Hm : meas (s20_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s20_board (2 + a) 0)).
Proof.
  unfold s20_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s20_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s20_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s20_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s20_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s20_c3_moves (a b : nat) : rmoves (s20_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + b); repeat T (4 + a) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b)) []) (s46_board (4 + a) (2 + b)) (0) _ (s46_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s46_board; target_board_eq | strip_offset].
  - unfold s46_form; apply form_int; zlia.
  - intros HT; apply (use46 IH (4 + a) (2 + b) y1); [unfold s46_dom; zlia | unfold lex3; lia].
Qed.
Lemma s20_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; T; F; T; F; F; E; F]) []) (s47_board (3 + a)) (0) _ (s47_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; F; E; F]) []); [reflexivity | unfold s47_board; target_board_eq | strip_offset].
  - unfold s47_form; apply form_int; zlia.
  - intros HT; apply (use47 IH (3 + a) y1); [unfold s47_dom; zlia | unfold lex3; lia].
Qed.
Lemma s20_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []) (s48_board (4 + a) (2 + b)) (0) _ (s48_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_int; zlia.
  - intros HT; apply (use48 IH (4 + a) (2 + b) y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s20_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s20_dom (4 + a) (2 + b) y1) (Hm : meas (s20_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s20_board (4 + a) (2 + b))).
Proof.
  unfold s20_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s20_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s20_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s20_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s20_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s20_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s20_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s20_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s20_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s20_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C20 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s20_dom in Hdom.
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
      exact (s20_c1 IH y1 Hdom Hm Hd Hr).
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
      exact (s20_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s20_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s21_c1_moves (a b : nat) : rmoves (s21_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b); repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: T :: E :: repeat F (2 + b)) []) (s49_board (2 + a) 2 (2 + b)) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) 2 (2 + b) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; F; E; F; T; F]) []) (s45_board (3 + a)) (0) _ (s45_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; F; T; F]) []); [reflexivity | unfold s45_board; target_board_eq | strip_offset].
  - unfold s45_form; apply form_int; zlia.
  - intros HT; apply (use45 IH (3 + a) y1); [unfold s45_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: F :: E :: F :: T :: repeat F (2 + b)) []) (s50_board (4 + a) (2 + b)) (0) _ (s50_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s50_board; target_board_eq | strip_offset].
  - unfold s50_form; apply form_int; zlia.
  - intros HT; apply (use50 IH (4 + a) (2 + b) y1); [unfold s50_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s21_dom (3 + a) (2 + b) y1) (Hm : meas (s21_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s21_board (3 + a) (2 + b))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s21_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s21_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s21_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s21_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s21_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s21_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C21 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s21_dom in Hdom.
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
  exact (s21_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s22_c1_moves (a : nat) : rmoves (s22_board (3 + a)) = [repeat T (3 + a) ++ [F; F; T; E; E; F]; repeat T (3 + a) ++ [F; E; T; F; F; E]].
Proof. unfold s22_board. tf_options. Qed.
Lemma s22_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ [F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s51_board (3 + a)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s51_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; T; E; E; F]) []); [strip_eq | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_leaf_int; zlia.
  - intros HT; apply (use51 IH (3 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s22_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s52_board (3 + a) 2) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s52_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_leaf_int; zlia.
  - intros HT; apply (use52 IH (3 + a) 2 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s22_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s22_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s22_board (3 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; E; F; T; F]) []) (s53_board (3 + a)) (0) _ (s53_form y1)).
  - unfold strip, s22_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E; F; T; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_star; zlia.
  - intros HT; apply (use53 IH (3 + a) y1); [unfold s53_dom; zlia | unfold lex3; lia].
Qed.
Lemma s22_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s22_dom (3 + a) z1 z2 y1) (Hm : meas (s22_board (3 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s22_board (3 + a))).
Proof.
  unfold s22_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s22_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s22_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s22_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s22_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s22_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s22_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s22_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s22_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C22 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s22_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s22_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s23_c1_moves : rmoves (s23_board 0 1) = [[F; T; E; E]].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E]) [(1, 1)]) (s136_board) (1) _ (s136_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1)] ([E]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s23_dom 0 1 y1) (Hm : meas (s23_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s23_board 0 1)).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s23_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s23_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s23_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s23_c2_moves (b : nat) : rmoves (s23_board 0 (2 + b)) = [F :: T :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s23_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E]) []) (s23_board 0 (2 + b)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + b) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s23_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s23_dom 0 (2 + b) y1) (Hm : meas (s23_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s23_board 0 (2 + b))).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s23_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s23_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s23_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s23_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s23_c3_moves : rmoves (s23_board 1 1) = [[T; F; T; E; E]].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E]) [(1, 1)]) (s157_board 1 0 0) (1) _ (s157_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E]) [(1, 1)]); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s157_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s23_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E]) [(1, 1)]) (s129_board 1 1) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c3_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s23_board 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s23_board 1 1)).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F]) [(1, 0)]) (s60_board 1 0 0) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s23_board; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s23_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s23_dom 1 1 y1) (Hm : meas (s23_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s23_board 1 1)).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s23_c3_f1_a1 IH y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s23_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s23_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s23_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s23_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c3_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s23_c3_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s23_c4_moves (b : nat) : rmoves (s23_board 1 (2 + b)) = [T :: F :: T :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E]) []) (s39_board 1) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH 1 y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E]) []) (s52_board 1 (2 + b)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH 1 (2 + b) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s23_dom 1 (2 + b) y1) (Hm : meas (s23_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s23_board 1 (2 + b))).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s23_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s23_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s23_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c4_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s23_c4_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s23_c5_moves (a : nat) : rmoves (s23_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; E]].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E]) [(1, 1)]) (s157_board (2 + a) 0 0) (1) _ (s157_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s23_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E]) [(1, 1)]) (s129_board (2 + a) 1) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c5_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s23_board (2 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s23_board (2 + a) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]) (s60_board (2 + a) 0 0) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s23_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s23_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s23_dom (2 + a) 1 y1) (Hm : meas (s23_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s23_board (2 + a) 1)).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s23_c5_f1_a2 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s23_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s23_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s23_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s23_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c5_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s23_c5_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s23_c6_moves (a b : nat) : rmoves (s23_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E]) []) (s52_board (2 + a) (2 + b)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (2 + b) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s23_dom (2 + a) (2 + b) y1) (Hm : meas (s23_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s23_board (2 + a) (2 + b))).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s23_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s23_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s23_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s23_c6_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s23_c6_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s23_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C23 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s23_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s23_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s23_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s23_c3 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s23_c4 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s23_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s23_c6 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s24_c1_moves (a : nat) : rmoves (s24_board (2 + a) 2 2 1) = [repeat T (2 + a) ++ [E; T; T; F; F; F; E]].
Proof. unfold s24_board. tf_options. Qed.
Lemma s24_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; T; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board (2 + a) 2 3) (0) _ (int (Z.of_nat y1)) (s29_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (2 + a) 2 3 y1); [unfold s29_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s24_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s24_board (2 + a) 2 2 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s24_board (2 + a) 2 2 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F]) []) (s54_board (1 + a) 3 2 1) (0) _ (s54_form y1)).
  - unfold strip, s24_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F]) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (1 + a) 3 2 1 y1); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s24_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s24_dom (2 + a) 2 2 1 y1) (Hm : meas (s24_board (2 + a) 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s24_board (2 + a) 2 2 1)).
Proof.
  unfold s24_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s24_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s24_board (2 + a) 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s24_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s24_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s24_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s24_c2_moves (a d : nat) : rmoves (s24_board (3 + a) 2 2 (2 + d)) = [repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s24_board. tf_options. Qed.
Lemma s24_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s54_board (3 + a) 2 3 1) (0) _ (int (Z.of_nat y1)) (s54_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; T; F; F; F; E; F]) []); [strip_eq | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (3 + a) 2 3 1 y1); [unfold s54_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s24_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s54_board (4 + a) 2 3 (2 + d)) (0) _ (int (Z.of_nat y1)) (s54_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (4 + a) 2 3 (2 + d) y1); [unfold s54_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s24_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s24_board (3 + a) 2 2 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s24_board (3 + a) 2 2 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + d)) []) (s54_board (2 + a) 3 2 (2 + d)) (0) _ (s54_form y1)).
  - unfold strip, s24_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (2 + a) 3 2 (2 + d) y1); [unfold s54_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s24_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s24_dom (3 + a) 2 2 (2 + d) y1) (Hm : meas (s24_board (3 + a) 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s24_board (3 + a) 2 2 (2 + d))).
Proof.
  unfold s24_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s24_c2_f1_a2 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s24_board (3 + a) 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s24_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s24_c2_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s24_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s24_c2_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s24_c2_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s24_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C24 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s24_dom in Hdom.
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
  exact (s24_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s24_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s25_c1_moves (a : nat) : rmoves (s25_board (4 + a)) = [repeat T (4 + a) ++ [F; T; E; F; F; E; F]; repeat T (4 + a) ++ [E; T; F; F; F; F; E]].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; T; E; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; T; E; F; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; E; T; F; F; E; F]) []) (s55_board (4 + a)) (0) _ (s55_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; F; F; E; F]) []); [reflexivity | unfold s55_board; target_board_eq | strip_offset].
  - unfold s55_form; apply form_int; zlia.
  - intros HT; apply (use55 IH (4 + a) y1); [unfold s55_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [E; T; F; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [E; T; F; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s23_board (4 + a) 4) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [E; T; F; F; F; F; E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (4 + a) 4 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s25_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s25_dom (4 + a) y1) (Hm : meas (s25_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s25_board (4 + a))).
Proof.
  unfold s25_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s25_board (4 + a))) in Hg. cbn [rights] in Hg. rewrite s25_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s25_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s25_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s25_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s25_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s25_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C25 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s25_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s25_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s26_c1_moves (a : nat) : rmoves (s26_board (2 + a) 0) = [repeat T (2 + a) ++ [F; T; E; F; F; E]].
Proof. unfold s26_board. tf_options. Qed.
Lemma s26_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []) (s56_board (2 + a) 0) (0) _ (s56_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [reflexivity | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 y1); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s26_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s26_dom (2 + a) 0 y1) (Hm : meas (s26_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s26_board (2 + a) 0)).
Proof.
  unfold s26_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s26_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s26_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s26_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s26_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s26_c2_moves (a b : nat) : rmoves (s26_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: T :: E :: F :: F :: E :: repeat F (2 + b); repeat T (5 + a) ++ E :: T :: F :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s26_board. tf_options. Qed.
Lemma s26_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: T :: E :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: T :: E :: F :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (2 + b)) []) (s56_board (5 + a) (2 + b)) (0) _ (s56_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (5 + a) (2 + b) y1); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s26_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (5 + a) ++ E :: T :: F :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ E :: T :: F :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s57_board (5 + a) 4 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [E; T; F; F; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (5 + a) 4 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s26_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (5 + a) ++ E :: T :: F :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ E :: T :: F :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board (6 + a) 4 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ E :: T :: F :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (6 + a) 4 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s26_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s26_dom (5 + a) (2 + b) y1) (Hm : meas (s26_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s26_board (5 + a) (2 + b))).
Proof.
  unfold s26_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s26_board (5 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s26_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s26_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s26_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s26_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s26_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s26_c2_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s26_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s26_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C26 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s26_dom in Hdom.
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
      exact (s26_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
    {
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s26_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s27_c1_moves (a b : nat) : rmoves (s27_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s27_board. tf_options. Qed.
Lemma s27_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; E; F; T; F]) []) (s53_board (3 + a)) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E; F; T; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_star; zlia.
  - intros HT; apply (use53 IH (3 + a) y1); [unfold s53_dom; zlia | unfold lex3; lia].
Qed.
Lemma s27_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b)) []) (s58_board (4 + a) (2 + b)) (0) _ (s58_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_star; zlia.
  - intros HT; apply (use58 IH (4 + a) (2 + b) y1); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s27_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s27_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s27_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: T :: E :: repeat F (2 + b)) []) (s49_board (2 + a) 2 (2 + b)) (0) _ (s49_form y1)).
  - unfold strip, s27_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) 2 (2 + b) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s27_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s27_dom (3 + a) (2 + b) y1) (Hm : meas (s27_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s27_board (3 + a) (2 + b))).
Proof.
  unfold s27_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s27_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s27_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s27_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s27_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s27_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s27_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s27_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s27_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C27 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s27_dom in Hdom.
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
  exact (s27_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s28_c1_moves (a b : nat) : rmoves (s28_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s59_board (2 + a) (2 + b)) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH (2 + a) (2 + b) y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s28_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s28_dom (3 + a) (2 + b) y1) (Hm : meas (s28_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s28_board (3 + a) (2 + b))).
Proof.
  unfold s28_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s28_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s28_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s28_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s28_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s28_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C28 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s28_dom in Hdom.
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
  exact (s28_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s29_c1_moves (b : nat) : rmoves (s29_board 0 (2 + b) 1) = [].
Proof. unfold s29_board. tf_options. Qed.
Lemma s29_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s29_dom 0 (2 + b) 1 y1) (Hm : meas (s29_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s29_board 0 (2 + b) 1)).
Proof.
  unfold s29_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s29_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s29_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s29_c2_moves (b c : nat) : rmoves (s29_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
Lemma s29_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s29_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s29_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s29_board 0 (2 + b) (2 + c))).
Proof.
  unfold s29_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s29_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s29_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s29_c3_moves (b : nat) : rmoves (s29_board 1 (2 + b) 1) = [].
Proof. unfold s29_board. tf_options. Qed.
Lemma s29_c3_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s29_board 1 (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s29_board 1 (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ [F; E]) []) (s29_board 0 (3 + b) 1) (0) _ (s29_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s29_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s29_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s29_dom 1 (2 + b) 1 y1) (Hm : meas (s29_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s29_board 1 (2 + b) 1)).
Proof.
  unfold s29_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s29_c3_f1_a1 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s29_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s29_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s29_c4_moves (b c : nat) : rmoves (s29_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
Lemma s29_c4_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s29_board 1 (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s29_board 1 (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) []) (s29_board 0 (3 + b) (2 + c)) (0) _ (s29_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s29_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s29_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s29_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s29_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s29_board 1 (2 + b) (2 + c))).
Proof.
  unfold s29_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s29_c4_f1_a2 IH b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s29_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s29_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s29_c5_moves (a b : nat) : rmoves (s29_board (2 + a) (2 + b) 1) = [].
Proof. unfold s29_board. tf_options. Qed.
Lemma s29_c5_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s29_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s29_board (2 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s34_board (2 + a) (1 + b) 1) (0) _ (s34_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s29_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_int; zlia.
  - intros HT; apply (use34 IH (2 + a) (1 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s34_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s29_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s29_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s29_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s29_board (2 + a) (2 + b) 1)).
Proof.
  unfold s29_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s29_c5_f1_a3 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s29_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s29_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s29_c6_moves (a b c : nat) : rmoves (s29_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s29_board. tf_options. Qed.
Lemma s29_c6_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (s29_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s29_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) []) (s29_board (1 + a) (3 + b) (2 + c)) (0) _ (s29_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s29_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (1 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s29_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s29_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s29_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s29_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s29_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s29_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s29_c6_f1_a4 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s29_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s29_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s29_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C29 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s29_dom in Hdom.
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
        exact (s29_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s29_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s29_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s29_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s29_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s29_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s30_c1_moves : rmoves (s30_board) = [[T; E; T; F; E; T; F]].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F; T; T; F]) []) (s60_board 1 2 1) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F; T; T; F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 2 1 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s30_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s30_dom y1) (Hm : meas (s30_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s30_board)).
Proof.
  unfold s30_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s30_board)) in Hg. cbn [rights] in Hg. rewrite s30_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s30_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s30_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s30_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C30 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s30_dom in Hdom.
  exact (s30_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s31_c1_moves (a : nat) : rmoves (s31_board (2 + a)) = [repeat T (2 + a) ++ [E; T; F; E; T; F]].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F; T; T; F]) []) (s60_board (2 + a) 2 1) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; T; F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) 2 1 y1); [unfold s60_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s31_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (s31_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s31_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) []) (s61_board (2 + a)) (0) _ (s61_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s31_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s31_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s31_dom (2 + a) y1) (Hm : meas (s31_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s31_board (2 + a))).
Proof.
  unfold s31_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s31_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s31_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s31_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s31_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s31_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s31_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C31 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s31_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s31_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s32_c1_moves (a : nat) : rmoves (s32_board (2 + a) 1) = [repeat T (2 + a) ++ [E; T; T; F; F; F; E]].
Proof. unfold s32_board. tf_options. Qed.
Lemma s32_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; T; F; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; T; F; F; F; E]) []) (s29_board (1 + a) 3 3) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; T; F; F; F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (1 + a) 3 3 y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s32_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s32_board (2 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s32_board (2 + a) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F]) []) (s54_board (1 + a) 3 2 1) (0) _ (s54_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s32_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F]) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (1 + a) 3 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s32_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s32_dom (2 + a) 1 y1) (Hm : meas (s32_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s32_board (2 + a) 1)).
Proof.
  unfold s32_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s32_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s32_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s32_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s32_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s32_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s32_c2_moves (a b : nat) : rmoves (s32_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s32_board. tf_options. Qed.
Lemma s32_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; F; F; E; F]) []) (s54_board (2 + a) 3 3 1) (0) _ (s54_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; F; E; F]) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (2 + a) 3 3 1 y1); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s32_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: T :: T :: F :: F :: F :: E :: repeat F (2 + b)) []) (s54_board (3 + a) 3 3 (2 + b)) (0) _ (s54_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: T :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (3 + a) 3 3 (2 + b) y1); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s32_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s32_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s32_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + b)) []) (s54_board (2 + a) 3 2 (2 + b)) (0) _ (s54_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s32_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (2 + a) 3 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s32_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s32_dom (3 + a) (2 + b) y1) (Hm : meas (s32_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s32_board (3 + a) (2 + b))).
Proof.
  unfold s32_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s32_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s32_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s32_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s32_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s32_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s32_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s32_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s32_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C32 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s32_dom in Hdom.
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
      exact (s32_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s32_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s33_c1_moves (a b : nat) : rmoves (s33_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + b)) []) (s60_board (2 + a) 2 (2 + b)) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) 2 (2 + b) y1); [unfold s60_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s33_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s33_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s33_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: repeat F (2 + b)) []) (s62_board (2 + a) (2 + b)) (0) _ (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s33_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s33_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s33_dom (2 + a) (2 + b) y1) (Hm : meas (s33_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s33_board (2 + a) (2 + b))).
Proof.
  unfold s33_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s33_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s33_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s33_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s33_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s33_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s33_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C33 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s33_dom in Hdom.
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
      exact (s33_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s34_c1_moves : rmoves (s34_board 1 1 1) = [[T; E; T; F; E]].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F]) [(1, 0)]) (s60_board 1 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s34_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s34_dom 1 1 1 y1) (Hm : meas (s34_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s34_board 1 1 1)).
Proof.
  unfold s34_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s34_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s34_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s34_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s34_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s34_c2_moves (b : nat) : rmoves (s34_board 1 (2 + b) 1) = [T :: E :: repeat T (2 + b) ++ [F; E]].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (2 + b) ++ [F; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ [F; E]) []) (s29_board 0 (3 + b) 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + b) 1 y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s34_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s34_dom 1 (2 + b) 1 y1) (Hm : meas (s34_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s34_board 1 (2 + b) 1)).
Proof.
  unfold s34_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s34_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s34_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s34_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s34_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s34_c3_moves (b c : nat) : rmoves (s34_board 1 (3 + b) (2 + c)) = [T :: E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []) (s63_board 1 (2 + b) 1) (0) _ (s63_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s63_board; target_board_eq | strip_offset].
  - unfold s63_form; apply form_int; zlia.
  - intros HT; apply (use63 IH 1 (2 + b) 1 y1); [unfold s63_dom; zlia | unfold lex3; lia].
Qed.
Lemma s34_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s63_board 1 (2 + b) (2 + c)) (0) _ (s63_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s63_board; target_board_eq | strip_offset].
  - unfold s63_form; apply form_int; zlia.
  - intros HT; apply (use63 IH 1 (2 + b) (2 + c) y1); [unfold s63_dom; zlia | unfold lex3; lia].
Qed.
Lemma s34_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s34_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s34_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s34_board 1 (3 + b) (2 + c))).
Proof.
  unfold s34_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s34_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s34_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s34_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s34_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s34_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s34_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s34_c4_moves (a : nat) : rmoves (s34_board (2 + a) 1 1) = [repeat T (2 + a) ++ [E; T; F; E]].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]) (s60_board (2 + a) 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) 0 0 y1); [unfold s60_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s34_c4_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s34_board (2 + a) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s34_board (2 + a) 1 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; T; F]) []) (s133_board (2 + a) 0 0) (0) _ (s133_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s34_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F]) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (2 + a) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s34_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s34_dom (2 + a) 1 1 y1) (Hm : meas (s34_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s34_board (2 + a) 1 1)).
Proof.
  unfold s34_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s34_c4_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s34_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s34_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s34_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s34_c4_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s34_c5_moves (a b : nat) : rmoves (s34_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s34_board (2 + a) (1 + b) 1) (0) _ (s34_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_int; zlia.
  - intros HT; apply (use34 IH (2 + a) (1 + b) 1 y1); [unfold s34_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s34_c5_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s34_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s34_board (2 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [E; F]) []) (s34_board (1 + a) (3 + b) 1) (0) _ (s34_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s34_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [E; F]) []); [reflexivity | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_int; zlia.
  - intros HT; apply (use34 IH (1 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s34_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s34_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s34_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s34_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s34_board (2 + a) (2 + b) 1)).
Proof.
  unfold s34_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s34_c5_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s34_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s34_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s34_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s34_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s34_c6_moves (a b c : nat) : rmoves (s34_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) []) (s63_board (2 + a) (2 + b) 1) (0) _ (s63_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s63_board; target_board_eq | strip_offset].
  - unfold s63_form; apply form_int; zlia.
  - intros HT; apply (use63 IH (2 + a) (2 + b) 1 y1); [unfold s63_dom; zlia | unfold lex3; lia].
Qed.
Lemma s34_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s63_board (2 + a) (2 + b) (2 + c)) (0) _ (s63_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s63_board; target_board_eq | strip_offset].
  - unfold s63_form; apply form_int; zlia.
  - intros HT; apply (use63 IH (2 + a) (2 + b) (2 + c) y1); [unfold s63_dom; zlia | unfold lex3; lia].
Qed.
Lemma s34_c6_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s34_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s34_board (2 + a) (3 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ E :: repeat F (2 + c)) []) (s34_board (1 + a) (4 + b) (2 + c)) (0) _ (s34_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s34_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_int; zlia.
  - intros HT; apply (use34 IH (1 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s34_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s34_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s34_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s34_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s34_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s34_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s34_c6_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s34_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s34_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s34_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s34_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s34_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s34_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s34_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C34 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s34_dom in Hdom.
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
        exact (s34_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s34_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s34_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s34_c4 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s34_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s34_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s35_c1_moves : rmoves (s35_board 1) = [[T; F; E; T; F; E]].
Proof. unfold s35_board. tf_options. Qed.
Lemma s35_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game ([T; F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F]) [(1, 0)]) (s64_board) (0) _ (s64_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use64 IH z1 z2 y1); [unfold s64_dom; zlia | unfold lex3; lia].
Qed.
Lemma s35_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s35_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (- Z.of_nat y1)))) (tf_game (s35_board 1)).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; E; F]) [(1, 0)]) (s66_board) (0) _ (s66_form y1)).
  - unfold strip, s35_board; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s66_board; target_board_eq | strip_offset].
  - unfold s66_form; apply form_star; zlia.
  - intros HT; apply (use66 IH y1); [unfold s66_dom; zlia | unfold lex3; lia].
Qed.
Lemma s35_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s35_dom 1 z1 z2 y1) (Hm : meas (s35_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game (s35_board 1)).
Proof.
  unfold s35_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s35_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s35_board 1)) in Hg. cbn [rights] in Hg. rewrite s35_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s35_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s35_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s35_c2_moves (a : nat) : rmoves (s35_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; E]].
Proof. unfold s35_board. tf_options. Qed.
Lemma s35_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]) (s65_board (2 + a)) (0) _ (s65_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s65_board; target_board_eq | strip_offset].
  - unfold s65_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use65 IH (2 + a) z1 z2 y1); [unfold s65_dom; zlia | unfold lex3; lia].
Qed.
Lemma s35_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s35_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (- Z.of_nat y1)))) (tf_game (s35_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]) (s67_board (2 + a)) (0) _ (s67_form y1)).
  - unfold strip, s35_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s67_board; target_board_eq | strip_offset].
  - unfold s67_form; apply form_star; zlia.
  - intros HT; apply (use67 IH (2 + a) y1); [unfold s67_dom; zlia | unfold lex3; lia].
Qed.
Lemma s35_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s35_dom (2 + a) z1 z2 y1) (Hm : meas (s35_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game (s35_board (2 + a))).
Proof.
  unfold s35_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s35_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s35_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s35_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s35_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s35_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s35_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C35 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s35_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s35_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s35_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s36_c1_moves : rmoves (s36_board 1) = [[T; F; E; F; T; E]].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F]) [(1, 1)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s36_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s36_dom 1 y1) (Hm : meas (s36_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s36_board 1)).
Proof.
  unfold s36_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s36_board 1)) in Hg. cbn [rights] in Hg. rewrite s36_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s36_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s36_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s36_c2_moves (a : nat) : rmoves (s36_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; T; E]].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1)]) (s20_board (1 + a) 0) (1) _ (s20_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (1 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s20_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s36_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s36_dom (2 + a) y1) (Hm : meas (s36_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s36_board (2 + a))).
Proof.
  unfold s36_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s36_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s36_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s36_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s36_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s36_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C36 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s36_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s36_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s36_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s37_c1_moves : rmoves (s37_board 1) = [].
Proof. unfold s37_board. tf_options. Qed.
Lemma s37_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s37_dom 1 y1) (Hm : meas (s37_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s37_board 1)).
Proof.
  unfold s37_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s37_board 1)) in Hg. cbn [rights] in Hg. rewrite s37_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s37_c2_moves (a : nat) : rmoves (s37_board (2 + a)) = [].
Proof. unfold s37_board. tf_options. Qed.
Lemma s37_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s37_dom (2 + a) y1) (Hm : meas (s37_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s37_board (2 + a))).
Proof.
  unfold s37_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s37_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s37_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s37_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C37 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s37_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s37_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s37_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s38_c1_moves (a : nat) : rmoves (s38_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; E]].
Proof. unfold s38_board. tf_options. Qed.
Lemma s38_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E]) []) (s68_board (1 + a)) (0) _ (s68_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E]) []); [reflexivity | unfold s68_board; target_board_eq | strip_offset].
  - unfold s68_form; apply form_star; zlia.
  - intros HT; apply (use68 IH (1 + a) y1); [unfold s68_dom; zlia | unfold lex3; lia].
Qed.
Lemma s38_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s38_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s38_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; E; F]) []) (s15_board (1 + a)) (0) _ (s15_form y1)).
  - unfold strip, s38_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; E; F]) []); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (1 + a) y1); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s38_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s38_dom (2 + a) y1) (Hm : meas (s38_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s38_board (2 + a))).
Proof.
  unfold s38_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s38_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s38_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s38_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s38_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s38_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s38_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C38 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s38_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s38_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s39_c1_moves : rmoves (s39_board 1) = [[T; F; F; T; E; E]].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E]) [(1, 1)]) (s37_board 1) (1) _ (s37_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s39_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s39_dom 1 y1) (Hm : meas (s39_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s39_board 1)).
Proof.
  unfold s39_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s39_board 1)) in Hg. cbn [rights] in Hg. rewrite s39_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s39_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s39_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s39_c2_moves (a : nat) : rmoves (s39_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; E]].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E]) [(1, 1)]) (s37_board (2 + a)) (1) _ (s37_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s39_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s39_dom (2 + a) y1) (Hm : meas (s39_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s39_board (2 + a))).
Proof.
  unfold s39_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s39_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s39_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s39_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s39_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s39_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C39 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s39_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s39_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s39_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s40_c1_moves (a : nat) : rmoves (s40_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; T; F; E]].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s69_board (2 + a)) (0) _ (s69_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s69_board; target_board_eq | strip_offset].
  - unfold s69_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use69 IH (2 + a) z1 z2 y1); [unfold s69_dom; zlia | unfold lex3; lia].
Qed.
Lemma s40_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; E]) []) (s70_board (1 + a)) (0) _ (s70_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; E]) []); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use70 IH (1 + a) z1 z2 y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s40_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s40_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s40_board (2 + a))).
Proof.
  apply (answer_form_L _ (s71_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s71_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) []); [unfold s40_board; strip_eq | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH (2 + a) y1); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s40_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s40_dom (2 + a) z1 z2 y1) (Hm : meas (s40_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s40_board (2 + a))).
Proof.
  unfold s40_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s40_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s40_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s40_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s40_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s40_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s40_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s40_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s40_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C40 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s40_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s40_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s41_c1_moves (a b : nat) : rmoves (s41_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + b); repeat T (3 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s41_board. tf_options. Qed.
Lemma s41_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s72_board (3 + a) (2 + b)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s72_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s72_board; target_board_eq | strip_offset].
  - unfold s72_form; apply form_leaf_int; zlia.
  - intros HT; apply (use72 IH (3 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s41_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 4 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s73_board (3 + a) 1) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s73_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; T; F; T; F; E; F]) []); [strip_eq | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_leaf_int; zlia.
  - intros HT; apply (use73 IH (3 + a) 1 (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3))); [unfold s73_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s41_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s73_board (4 + a) (2 + b)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s73_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_leaf_int; zlia.
  - intros HT; apply (use73 IH (4 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3))); [unfold s73_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s41_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s41_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s41_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s74_board (3 + a) (2 + b)) (0) _ (s74_form y1)).
  - unfold strip, s41_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_star; zlia.
  - intros HT; apply (use74 IH (3 + a) (2 + b) y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s41_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s41_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s41_board (3 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s41_board (3 + a) (2 + b))).
Proof.
  unfold s41_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s41_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s41_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s41_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s41_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s41_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 4 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s41_c1_t2_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s41_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s41_c1_t2_a2 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s41_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s41_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C41 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s41_dom in Hdom.
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
  exact (s41_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s42_c1_moves (a b : nat) : rmoves (s42_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: T :: repeat F (2 + b)) []) (s75_board (2 + a) (2 + b)) (0) _ (s75_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s75_board; target_board_eq | strip_offset].
  - unfold s75_form; apply form_star; zlia.
  - intros HT; apply (use75 IH (2 + a) (2 + b) y1); [unfold s75_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s71_board (2 + a)) (0) _ (int (Z.of_nat y1)) (s71_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) []); [strip_eq | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH (2 + a) y1); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s74_board (3 + a) (2 + b)) (0) _ (s74_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_star; zlia.
  - intros HT; apply (use74 IH (3 + a) (2 + b) y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s42_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s42_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s76_board (2 + a) (2 + b)) (0) _ (s76_form y1)).
  - unfold strip, s42_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s76_board; target_board_eq | strip_offset].
  - unfold s76_form; apply form_int; zlia.
  - intros HT; apply (use76 IH (2 + a) (2 + b) y1); [unfold s76_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s42_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s42_dom (2 + a) (2 + b) y1) (Hm : meas (s42_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s42_board (2 + a) (2 + b))).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s42_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s42_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s42_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s42_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s42_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s42_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s42_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s42_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s42_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s42_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C42 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s42_dom in Hdom.
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
      exact (s42_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s43_c1_moves (a : nat) : rmoves (s43_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; E; F; T; F]; repeat T (2 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []) (s77_board (2 + a)) (0) _ (s77_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use77 IH (2 + a) z1 z2 y1); [unfold s77_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []) (s78_board (2 + a) 2) (0) _ (s78_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use78 IH (2 + a) 2 z1 z2 y1); [unfold s78_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s43_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s43_board (2 + a))).
Proof.
  apply (answer_form_L _ (s79_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s79_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F; T; F]) []); [unfold s43_board; strip_eq | unfold s79_board; target_board_eq | strip_offset].
  - unfold s79_form; apply form_int; zlia.
  - intros HT; apply (use79 IH (2 + a) y1); [unfold s79_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s43_dom (2 + a) z1 z2 y1) (Hm : meas (s43_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s43_board (2 + a))).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s43_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s43_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s43_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s43_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s43_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s43_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s43_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s43_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C43 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s43_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s43_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s44_c1_moves (a : nat) : rmoves (s44_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; F; E; T; F]; repeat T (2 + a) ++ [E; T; F; F; F; T; E]].
Proof. unfold s44_board. tf_options. Qed.
Lemma s44_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s80_board (2 + a)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s80_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) []); [strip_eq | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_leaf_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s44_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; T; F; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s26_board (2 + a) 0) (1) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s26_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 2)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; F]) [(1, 1)]); [strip_eq | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_leaf_int; zlia.
  - intros HT; apply (use26 IH (2 + a) 0 (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 2))); [unfold s26_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s44_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s44_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s44_board (2 + a))).
Proof.
  apply (answer_form_L _ (s81_board (2 + a) 2 1) (0) _ (int (0 + (Z.of_nat y1))) (s81_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []); [unfold s44_board; strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s44_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s44_dom (2 + a) z1 z2 y1) (Hm : meas (s44_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s44_board (2 + a))).
Proof.
  unfold s44_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s44_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s44_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s44_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s44_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s44_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s44_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s44_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s44_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C44 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s44_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s44_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s45_c1_moves (a : nat) : rmoves (s45_board (3 + a)) = [repeat T (3 + a) ++ [F; E; E; F; T; F]; repeat T (3 + a) ++ [E; F; F; E; T; F]].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; E; F; T; F]) []) (s79_board (2 + a)) (0) _ (s79_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F; T; F]) []); [reflexivity | unfold s79_board; target_board_eq | strip_offset].
  - unfold s79_form; apply form_int; zlia.
  - intros HT; apply (use79 IH (2 + a) y1); [unfold s79_dom; zlia | unfold lex3; lia].
Qed.
Lemma s45_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []) (s81_board (2 + a) 2 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s45_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s45_dom (3 + a) y1) (Hm : meas (s45_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s45_board (3 + a))).
Proof.
  unfold s45_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s45_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s45_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s45_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s45_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s45_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s45_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s45_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C45 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s45_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s45_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s46_c1_moves (a b : nat) : rmoves (s46_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s46_board. tf_options. Qed.
Lemma s46_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s82_board (3 + a) (2 + b)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (3 + a) (2 + b) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s46_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s46_dom (4 + a) (2 + b) y1) (Hm : meas (s46_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s46_board (4 + a) (2 + b))).
Proof.
  unfold s46_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s46_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s46_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s46_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s46_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s46_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C46 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s46_dom in Hdom.
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
  exact (s46_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s47_c1_moves (a : nat) : rmoves (s47_board (3 + a)) = [repeat T (3 + a) ++ [F; T; E; T; F; F; E; F]; repeat T (3 + a) ++ [E; T; F; T; F; F; F; E]].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; T; E; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; T; E; T; F; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; T; T; F; F; E; F]) []) (s83_board (3 + a) 2 1) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; T; F; F; E; F]) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (3 + a) 2 1 y1); [unfold s83_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s47_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; T; F; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s84_board (3 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s84_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; F; F; E]) []); [strip_eq | unfold s84_board; target_board_eq | strip_offset].
  - unfold s84_form; apply form_int; zlia.
  - intros HT; apply (use84 IH (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s84_dom; zlia | unfold lex3; lia].
Qed.
Lemma s47_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s47_dom (3 + a) y1) (Hm : meas (s47_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s47_board (3 + a))).
Proof.
  unfold s47_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s47_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s47_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s47_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s47_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s47_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s47_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s47_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C47 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s47_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s47_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s48_c1_moves (a b : nat) : rmoves (s48_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: T :: E :: T :: F :: F :: E :: repeat F (2 + b); repeat T (4 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: T :: E :: T :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: T :: E :: T :: F :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (2 + b)) []) (s83_board (4 + a) 2 (2 + b)) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (4 + a) 2 (2 + b) y1); [unfold s83_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s48_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s85_board (4 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [E; T; F; T; F; F; F; E; F]) []); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH (4 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s85_board (5 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH (5 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s48_dom (4 + a) (2 + b) y1) (Hm : meas (s48_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s48_board (4 + a) (2 + b))).
Proof.
  unfold s48_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s48_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s48_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s48_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s48_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s48_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s48_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s48_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s48_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s48_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C48 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s48_dom in Hdom.
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
  exact (s48_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s49_c1_moves (b c : nat) : rmoves (s49_board 1 (3 + b) (2 + c)) = [T :: F :: E :: repeat T (3 + b) ++ E :: repeat F (2 + c); T :: E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)].
Proof. unfold s49_board. tf_options. Qed.
Lemma s49_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (3 + b) ++ E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s184_board 1 1 (2 + b) 0 1 (2 + c)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + b) 0 1 (2 + c) y1); [unfold s184_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s49_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (2 + b) ++ [E; F; T; F]) []) (s86_board 1 (2 + b) 1) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH 1 (2 + b) 1 y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s86_board 1 (3 + b) (2 + c)) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH 1 (3 + b) (2 + c) y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s49_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s49_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s49_board 1 (3 + b) (2 + c))).
Proof.
  unfold s49_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s49_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s49_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s49_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s49_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s49_c1_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s49_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s49_c1_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s49_c1_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s49_c2_moves (a b c : nat) : rmoves (s49_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c)].
Proof. unfold s49_board. tf_options. Qed.
Lemma s49_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []) (s49_board (1 + a) (3 + b) (2 + c)) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (1 + a) (3 + b) (2 + c) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F; T; F]) []) (s86_board (2 + a) (1 + b) 1) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (2 + a) (1 + b) 1 y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s86_board (2 + a) (1 + b) (2 + c)) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (2 + a) (1 + b) (2 + c) y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s49_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s49_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s49_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s49_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s49_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s49_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s49_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s49_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s49_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s49_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s49_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s49_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s49_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C49 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s49_dom in Hdom.
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
  exact (s49_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s49_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s50_c1_moves (a b : nat) : rmoves (s50_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b); repeat T (4 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s50_board. tf_options. Qed.
Lemma s50_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: E :: F :: T :: repeat F (2 + b)) []) (s86_board (3 + a) 1 (2 + b)) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (3 + a) 1 (2 + b) y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s81_board (3 + a) 2 (2 + b)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (3 + a) 2 (2 + b) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s50_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s50_dom (4 + a) (2 + b) y1) (Hm : meas (s50_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s50_board (4 + a) (2 + b))).
Proof.
  unfold s50_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s50_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s50_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s50_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s50_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s50_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C50 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s50_dom in Hdom.
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
  exact (s50_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s51_c1_moves : rmoves (s51_board 1) = [[T; F; F; T; E; F; E]].
Proof. unfold s51_board. tf_options. Qed.
Lemma s51_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E]) []) (s87_board 1 2 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s51_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s51_dom 1 y1) (Hm : meas (s51_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s51_board 1)).
Proof.
  unfold s51_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s51_board 1)) in Hg. cbn [rights] in Hg. rewrite s51_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s51_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s51_c2_moves (a : nat) : rmoves (s51_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; F; E]].
Proof. unfold s51_board. tf_options. Qed.
Lemma s51_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []) (s87_board (2 + a) 2 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s51_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s51_dom (2 + a) y1) (Hm : meas (s51_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s51_board (2 + a))).
Proof.
  unfold s51_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s51_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s51_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s51_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s51_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C51 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s51_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s51_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s51_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s52_c1_moves (b : nat) : rmoves (s52_board 1 (2 + b)) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s52_board. tf_options. Qed.
Lemma s52_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E]) []) (s87_board 1 2 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []) (s87_board 1 2 (2 + b)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 (2 + b) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s52_dom 1 (2 + b) y1) (Hm : meas (s52_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s52_board 1 (2 + b))).
Proof.
  unfold s52_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s52_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s52_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s52_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s52_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s52_c2_moves (a b : nat) : rmoves (s52_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s52_board. tf_options. Qed.
Lemma s52_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []) (s87_board (2 + a) 2 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []) (s87_board (2 + a) 2 (2 + b)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 (2 + b) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s52_dom (2 + a) (2 + b) y1) (Hm : meas (s52_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s52_board (2 + a) (2 + b))).
Proof.
  unfold s52_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s52_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s52_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s52_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s52_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s52_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C52 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s52_dom in Hdom.
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
      exact (s52_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s52_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s53_c1_moves (a : nat) : rmoves (s53_board (3 + a)) = [repeat T (3 + a) ++ [F; E; F; E; T; F]].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ [F; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) []) (s74_board (2 + a) 1) (0) _ (s74_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_star; zlia.
  - intros HT; apply (use74 IH (2 + a) 1 y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s53_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s53_board (3 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s53_board (3 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; E; F; T; F]) []) (s79_board (2 + a)) (0) _ (s79_form y1)).
  - unfold strip, s53_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F; T; F]) []); [reflexivity | unfold s79_board; target_board_eq | strip_offset].
  - unfold s79_form; apply form_int; zlia.
  - intros HT; apply (use79 IH (2 + a) y1); [unfold s79_dom; zlia | unfold lex3; lia].
Qed.
Lemma s53_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s53_dom (3 + a) y1) (Hm : meas (s53_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s53_board (3 + a))).
Proof.
  unfold s53_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s53_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s53_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s53_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s53_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s53_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s53_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C53 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s53_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s53_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s54_c1_moves (b c : nat) : rmoves (s54_board 1 (2 + b) (2 + c) 1) = [T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]].
Proof. unfold s54_board. tf_options. Qed.
Lemma s54_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []) (s29_board 0 (3 + b) (3 + c)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + b) (3 + c) y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s54_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s54_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s54_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s54_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s54_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s54_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s54_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s54_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s54_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s54_c2_moves (a b c : nat) : rmoves (s54_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]].
Proof. unfold s54_board. tf_options. Qed.
Lemma s54_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []) (s29_board (1 + a) (3 + b) (3 + c)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (1 + a) (3 + b) (3 + c) y1); [unfold s29_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s54_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s54_board (2 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s54_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) []) (s54_board (1 + a) (4 + b) (2 + c) 1) (0) _ (s54_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s54_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (1 + a) (4 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s54_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s54_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s54_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s54_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s54_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s54_c2_f1_a1 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s54_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s54_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s54_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s54_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s54_c3_moves (a b c d : nat) : rmoves (s54_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s54_board. tf_options. Qed.
Lemma s54_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) >= 8 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E; F]) []) (s54_board (1 + a) (3 + b) (3 + c) 1) (0) _ (s54_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E; F]) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (1 + a) (3 + b) (3 + c) 1 y1); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s54_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s54_board (2 + a) (3 + b) (3 + c) (2 + d)) (0) _ (s54_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (2 + a) (3 + b) (3 + c) (2 + d) y1); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s54_c3_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s54_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s54_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s54_board (2 + a) (4 + b) (2 + c) (2 + d)) (0) _ (s54_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s54_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (2 + a) (4 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s54_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s54_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s54_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s54_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s54_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s54_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s54_c3_f1_a2 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s54_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s54_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) >= 8 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2))%Z) by zlia. exact (s54_c3_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s54_c3_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) = 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia. exact (s54_c3_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s54_c3_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s54_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C54 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s54_dom in Hdom.
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
          exact (s54_c1 IH b c y1 Hdom Hm Hd Hr).
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
          exact (s54_c2 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s54_c3 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s55_c1_moves (a : nat) : rmoves (s55_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; F; E; F]; repeat T (2 + a) ++ [F; E; T; F; F; F; E]].
Proof. unfold s55_board. tf_options. Qed.
Lemma s55_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []) (s88_board (2 + a) 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s55_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s55_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 3 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 3 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s55_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s55_dom (2 + a) y1) (Hm : meas (s55_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s55_board (2 + a))).
Proof.
  unfold s55_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s55_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s55_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s55_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s55_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s55_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s55_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s55_c1_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s55_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s55_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C55 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s55_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s55_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s56_c1_moves (a : nat) : rmoves (s56_board (2 + a) 0) = [repeat T (2 + a) ++ [F; F; T; E; F; E]].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s137_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) []); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s56_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s201_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) []); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s56_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s56_dom (2 + a) 0 y1) (Hm : meas (s56_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s56_board (2 + a) 0)).
Proof.
  unfold s56_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s56_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s56_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s56_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s56_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s56_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s56_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s56_c2_moves (a : nat) : rmoves (s56_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; T; E; F; E; F]; repeat T (2 + a) ++ [F; E; T; F; F; F; E]].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []) (s88_board (2 + a) 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s56_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s56_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 3 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 3 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s56_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s56_dom (2 + a) 1 y1) (Hm : meas (s56_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s56_board (2 + a) 1)).
Proof.
  unfold s56_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s56_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s56_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s56_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s56_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s56_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s56_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s56_c2_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s56_c2_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s56_c3_moves (a b : nat) : rmoves (s56_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (2 + b)) []) (s88_board (2 + a) 2 1 1 (2 + b)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 (2 + b) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s56_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s56_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 1 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s56_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s56_dom (2 + a) (2 + b) y1) (Hm : meas (s56_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s56_board (2 + a) (2 + b))).
Proof.
  unfold s56_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s56_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s56_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s56_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s56_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s56_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s56_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s56_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s56_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s56_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C56 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s56_dom in Hdom.
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
      exact (s56_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s56_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s56_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s57_c1_moves : rmoves (s57_board 0 1 1) = [[F; T; E; E; F]; [E; T; F; F; E]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) []); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s57_dom 0 1 1 y1) (Hm : meas (s57_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 0 1 1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s57_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s57_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s57_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s57_c2_moves (c : nat) : rmoves (s57_board 0 1 (2 + c)) = [F :: T :: E :: E :: repeat F (2 + c); E :: T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s131_board 0 0 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat F (2 + c)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s57_board 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (E :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s57_dom 0 1 (2 + c) y1) (Hm : meas (s57_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 0 1 (2 + c))).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s57_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s57_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s57_c2_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s57_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s57_c2_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s57_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s57_c3_moves (b : nat) : rmoves (s57_board 0 (2 + b) 1) = [F :: T :: E :: repeat F (1 + b) ++ [E; F]; E :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; F]) []) (s57_board 0 (2 + b) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + b) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s57_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s57_dom 0 (2 + b) 1 y1) (Hm : meas (s57_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 0 (2 + b) 1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s57_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s57_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s57_c3_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c3_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s57_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s57_c4_moves (b c : nat) : rmoves (s57_board 0 (2 + b) (2 + c)) = [F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c); E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: repeat F (2 + c)) []) (s57_board 0 1 (2 + c)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + c) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []) (s57_board 0 (2 + b) (2 + c)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + b) (2 + c) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s57_board 0 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s57_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s57_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 0 (2 + b) (2 + c))).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s57_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c4_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s57_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c4_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s57_c4_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s57_c4_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s57_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s57_c4_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s57_c4_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s57_c5_moves : rmoves (s57_board 1 1 1) = [[T; F; T; E; E; F]; [T; E; T; F; F; E]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; E]) []) (s88_board 0 0 2 2 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s57_dom 1 1 1 y1) (Hm : meas (s57_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 1 1 1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s57_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s57_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c5_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s57_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s57_c6_moves (c : nat) : rmoves (s57_board 1 1 (2 + c)) = [T :: F :: T :: E :: E :: repeat F (2 + c); T :: E :: T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s131_board 1 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat F (2 + c)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; E; F]) []) (s88_board 0 0 2 2 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (T :: E :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: F :: E :: repeat F (2 + c)) []) (s88_board 0 0 2 2 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 (2 + c) y1); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s57_dom 1 1 (2 + c) y1) (Hm : meas (s57_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 1 1 (2 + c))).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s57_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c6_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s57_c6_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s57_c6_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s57_c6_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s57_c6_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s57_c6_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s57_c7_moves (b : nat) : rmoves (s57_board 1 (2 + b) 1) = [T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]; T :: E :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; F]) []) (s88_board 1 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 1 y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []) (s88_board 1 1 1 (2 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 (2 + b) 1 y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + b) ++ [E]) []) (s88_board 0 0 2 (3 + b) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + b) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + b) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s57_dom 1 (2 + b) 1 y1) (Hm : meas (s57_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 1 (2 + b) 1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s57_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c7_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s57_c7_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c7_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s57_c7_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c7_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s57_c7_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s57_c8_moves (b c : nat) : rmoves (s57_board 1 (2 + b) (2 + c)) = [T :: F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c); T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board 1 1 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 (2 + c) y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []) (s88_board 1 1 1 (2 + b) (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 (2 + b) (2 + c) y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + b) ++ [E; F]) []) (s88_board 0 0 2 (3 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + b) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + b) 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []) (s88_board 0 0 2 (3 + b) (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + b) (2 + c) y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s57_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s57_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board 1 (2 + b) (2 + c))).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s57_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c8_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s57_c8_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c8_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s57_c8_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s57_c8_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s57_c8_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s57_c8_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s57_c8_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s57_c9_moves (a : nat) : rmoves (s57_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; E; E; F]; repeat T (2 + a) ++ [E; T; F; F; E]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s57_dom (2 + a) 1 1 y1) (Hm : meas (s57_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board (2 + a) 1 1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s57_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c9_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s57_c9_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c9_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s57_c9_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s57_c10_moves (a c : nat) : rmoves (s57_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + c)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s57_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s57_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board (2 + a) 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s57_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s57_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board (2 + a) 1 (2 + c))).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s57_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c10_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s57_c10_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s57_c10_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s57_c10_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s57_c10_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s57_c10_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s57_c11_moves (a b : nat) : rmoves (s57_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; F]; repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []) (s88_board (2 + a) 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F]) []) (s88_board (2 + a) 1 1 (2 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + b) 1 y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s57_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s57_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s57_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board (2 + a) (2 + b) 1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s57_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c11_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s57_c11_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c11_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s57_c11_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c11_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s57_c11_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s57_c12_moves (a b c : nat) : rmoves (s57_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board (2 + a) 1 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []) (s88_board (2 + a) 1 1 (2 + b) (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + b) (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s57_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board (2 + a) (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s57_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s57_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s57_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s57_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s57_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c12_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s57_c12_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s57_c12_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s57_c12_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s57_c12_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s57_c12_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s57_c12_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s57_c12_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s57_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C57 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s57_dom in Hdom.
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
        exact (s57_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s57_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s57_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s57_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s57_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s57_c6 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s57_c7 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s57_c8 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s57_c9 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s57_c10 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s57_c11 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s57_c12 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s58_c1_moves (a b : nat) : rmoves (s58_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s58_board. tf_options. Qed.
Lemma s58_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s74_board (3 + a) (2 + b)) (0) _ (s74_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_star; zlia.
  - intros HT; apply (use74 IH (3 + a) (2 + b) y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s58_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s58_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s58_board (4 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: T :: E :: F :: T :: repeat F (2 + b)) []) (s86_board (3 + a) 1 (2 + b)) (0) _ (s86_form y1)).
  - unfold strip, s58_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (3 + a) 1 (2 + b) y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s58_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s58_dom (4 + a) (2 + b) y1) (Hm : meas (s58_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s58_board (4 + a) (2 + b))).
Proof.
  unfold s58_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s58_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s58_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s58_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s58_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s58_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s58_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C58 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s58_dom in Hdom.
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
  exact (s58_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s59_c1_moves : rmoves (s59_board 1 1) = [[T; F; T; E; E; T; F]; [T; E; T; F; F; T; E]].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; E; T; F]) []) (s89_board 1 1) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 1 y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s59_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F]) [(1, 1)]) (s88_board 0 0 2 2 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s59_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s59_dom 1 1 y1) (Hm : meas (s59_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s59_board 1 1)).
Proof.
  unfold s59_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s59_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s59_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s59_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s59_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s59_c2_moves (b : nat) : rmoves (s59_board 1 (2 + b)) = [T :: F :: T :: E :: E :: T :: repeat F (2 + b); T :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: E :: T :: repeat F (2 + b)) []) (s89_board 1 (2 + b)) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 (2 + b) y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s59_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; E; T; F; F; E; T; F]) []) (s81_board 1 2 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; F; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 2 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s59_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s81_board 1 2 (2 + b)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 2 (2 + b) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s59_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s59_dom 1 (2 + b) y1) (Hm : meas (s59_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s59_board 1 (2 + b))).
Proof.
  unfold s59_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s59_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s59_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s59_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s59_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s59_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s59_c3_moves (a : nat) : rmoves (s59_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; E; T; F]; repeat T (2 + a) ++ [E; T; F; F; T; E]].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) []) (s89_board (2 + a) 1) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) 1 y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s59_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]) (s17_board (2 + a)) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s59_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s59_dom (2 + a) 1 y1) (Hm : meas (s59_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s59_board (2 + a) 1)).
Proof.
  unfold s59_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s59_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s59_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s59_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s59_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s59_c4_moves (a b : nat) : rmoves (s59_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b)) []) (s89_board (2 + a) (2 + b)) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) (2 + b) y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s59_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []) (s81_board (2 + a) 2 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s59_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s81_board (2 + a) 2 (2 + b)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 (2 + b) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s59_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s59_dom (2 + a) (2 + b) y1) (Hm : meas (s59_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s59_board (2 + a) (2 + b))).
Proof.
  unfold s59_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s59_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s59_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s59_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c4_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s59_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c4_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s59_c4_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s59_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C59 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s59_dom in Hdom.
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
      exact (s59_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s59_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s59_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s59_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s60_c1_moves : rmoves (s60_board 1 0 0) = [[T; E; F; E]].
Proof. unfold s60_board. tf_options. Qed.
Lemma s60_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s60_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s60_dom 1 0 0 y1) (Hm : meas (s60_board 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s60_board 1 0 0)).
Proof.
  unfold s60_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s60_board 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s60_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s60_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s60_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s60_c2_moves (b : nat) : rmoves (s60_board 1 (2 + b) 1) = [T :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s60_board. tf_options. Qed.
Lemma s60_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s90_board (2 + b)) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (2 + b) y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s60_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s60_dom 1 (2 + b) 1 y1) (Hm : meas (s60_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s60_board 1 (2 + b) 1)).
Proof.
  unfold s60_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s60_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s60_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s60_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s60_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s60_c3_moves (b c : nat) : rmoves (s60_board 1 (2 + b) (2 + c)) = [T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s60_board. tf_options. Qed.
Lemma s60_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s96_board 1 (2 + b) (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (2 + b) (2 + c) y1); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s60_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s60_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s60_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s60_board 1 (2 + b) (2 + c))).
Proof.
  unfold s60_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s60_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s60_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s60_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s60_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s60_c4_moves (a : nat) : rmoves (s60_board (2 + a) 0 0) = [repeat T (2 + a) ++ [E; F; E]].
Proof. unfold s60_board. tf_options. Qed.
Lemma s60_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; E]) []) (s23_board (1 + a) 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (1 + a) 1 y1); [unfold s23_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s60_c4_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s60_board (2 + a) 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s60_board (2 + a) 0 0)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; E; F]) []) (s34_board (1 + a) 1 1) (0) _ (s34_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s60_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; E; F]) []); [reflexivity | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_int; zlia.
  - intros HT; apply (use34 IH (1 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s34_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s60_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s60_dom (2 + a) 0 0 y1) (Hm : meas (s60_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s60_board (2 + a) 0 0)).
Proof.
  unfold s60_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s60_c4_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s60_board (2 + a) 0 0)) in Hg. cbn [rights] in Hg. rewrite s60_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s60_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s60_c4_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s60_c5_moves (a b : nat) : rmoves (s60_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s60_board. tf_options. Qed.
Lemma s60_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s91_board (1 + a) 1 (2 + b) 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (1 + a) 1 (2 + b) 1 y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s60_c5_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s60_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s60_board (2 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ [F]) []) (s92_board (1 + a) 1 (2 + b) 1) (0) _ (s92_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s60_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (1 + a) 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s60_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s60_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s60_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s60_board (2 + a) (2 + b) 1)).
Proof.
  unfold s60_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s60_c5_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s60_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s60_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s60_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s60_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s60_c6_moves (a b c : nat) : rmoves (s60_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s60_board. tf_options. Qed.
Lemma s60_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s91_board (1 + a) 1 (2 + b) (2 + c)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (1 + a) 1 (2 + b) (2 + c) y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s60_c6_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (s60_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s60_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s92_board (1 + a) 1 (2 + b) (2 + c)) (0) _ (s92_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s60_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (1 + a) 1 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s60_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s60_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s60_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s60_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s60_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s60_c6_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s60_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s60_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2))%Z) by zlia. exact (s60_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s60_c6_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s60_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C60 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s60_dom in Hdom.
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
        exact (s60_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s60_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s60_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s60_c4 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s60_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s60_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s61_c1_moves (a : nat) : rmoves (s61_board (2 + a)) = [repeat T (2 + a) ++ [E; F; T; E; T; F]].
Proof. unfold s61_board. tf_options. Qed.
Lemma s61_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; T; T; F]) []) (s76_board (2 + a) 1) (0) _ (s76_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; T; F]) []); [reflexivity | unfold s76_board; target_board_eq | strip_offset].
  - unfold s76_form; apply form_int; zlia.
  - intros HT; apply (use76 IH (2 + a) 1 y1); [unfold s76_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s61_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (s61_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s61_board (2 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) []) (s93_board (2 + a)) (0) _ (s93_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s61_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s93_dom; zlia | unfold lex3; lia].
Qed.
Lemma s61_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s61_dom (2 + a) y1) (Hm : meas (s61_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s61_board (2 + a))).
Proof.
  unfold s61_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s61_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s61_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s61_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2)%Z) by zlia. exact (s61_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s61_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s61_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C61 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s61_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s61_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s62_c1_moves (a b : nat) : rmoves (s62_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s76_board (2 + a) (2 + b)) (0) _ (s76_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s76_board; target_board_eq | strip_offset].
  - unfold s76_form; apply form_int; zlia.
  - intros HT; apply (use76 IH (2 + a) (2 + b) y1); [unfold s76_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s62_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s62_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s62_board (2 + a) (2 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: T :: repeat F (2 + b)) []) (s94_board (2 + a) (2 + b)) (0) _ (s94_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s62_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s94_board; target_board_eq | strip_offset].
  - unfold s94_form; apply form_int; zlia.
  - intros HT; apply (use94 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s94_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s62_dom (2 + a) (2 + b) y1) (Hm : meas (s62_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s62_board (2 + a) (2 + b))).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s62_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s62_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s62_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s62_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s62_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C62 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s62_dom in Hdom.
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
      exact (s62_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s63_c1_moves (b : nat) : rmoves (s63_board 1 (2 + b) 1) = [T :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s63_board. tf_options. Qed.
Lemma s63_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (2 + b) ++ [F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ [F; E; T; F]) []) (s95_board (3 + b) 1) (0) _ (s95_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s95_board; target_board_eq | strip_offset].
  - unfold s95_form; apply form_int; zlia.
  - intros HT; apply (use95 IH (3 + b) 1 y1); [unfold s95_dom; zlia | unfold lex3; lia].
Qed.
Lemma s63_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s63_dom 1 (2 + b) 1 y1) (Hm : meas (s63_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s63_board 1 (2 + b) 1)).
Proof.
  unfold s63_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s63_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s63_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s63_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s63_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s63_c2_moves (b c : nat) : rmoves (s63_board 1 (2 + b) (2 + c)) = [T :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s63_board. tf_options. Qed.
Lemma s63_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s96_board (3 + b) 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (3 + b) 1 (2 + c) y1); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s63_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s63_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s63_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s63_board 1 (2 + b) (2 + c))).
Proof.
  unfold s63_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s63_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s63_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s63_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s63_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s63_c3_moves (a b : nat) : rmoves (s63_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s63_board. tf_options. Qed.
Lemma s63_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s92_board (2 + a) (1 + b) 2 1) (0) _ (s92_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T; T; F]) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (2 + a) (1 + b) 2 1 y1); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s63_c3_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s63_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s63_board (2 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [E; F; T; F]) []) (s63_board (1 + a) (3 + b) 1) (0) _ (s63_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s63_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s63_board; target_board_eq | strip_offset].
  - unfold s63_form; apply form_int; zlia.
  - intros HT; apply (use63 IH (1 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s63_dom; zlia | unfold lex3; lia].
Qed.
Lemma s63_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s63_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s63_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s63_board (2 + a) (2 + b) 1)).
Proof.
  unfold s63_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s63_c3_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s63_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s63_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s63_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s63_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s63_c4_moves (a b c : nat) : rmoves (s63_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s63_board. tf_options. Qed.
Lemma s63_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []) (s92_board (2 + a) (1 + b) 2 (2 + c)) (0) _ (s92_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (2 + a) (1 + b) 2 (2 + c) y1); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s63_c4_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s63_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s63_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s63_board (1 + a) (3 + b) (2 + c)) (0) _ (s63_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s63_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s63_board; target_board_eq | strip_offset].
  - unfold s63_form; apply form_int; zlia.
  - intros HT; apply (use63 IH (1 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s63_dom; zlia | unfold lex3; lia].
Qed.
Lemma s63_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s63_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s63_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s63_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s63_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s63_c4_f1_a2 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s63_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s63_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s63_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s63_c4_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s63_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C63 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s63_dom in Hdom.
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
        exact (s63_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s63_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s63_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s63_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s64_c1_moves : rmoves (s64_board) = [[T; F; E; F; E]].
Proof. unfold s64_board. tf_options. Qed.
Lemma s64_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game ([T; F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) []) (s97_board) (-1) _ (s97_form z1 z2 (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use97 IH z1 z2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s64_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s64_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (- Z.of_nat y1)))) (tf_game (s64_board)).
Proof.
  apply (answer_form_L _ (s98_board) (0) _ (int (0 + (- Z.of_nat y1))) (s98_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) []); [unfold s64_board; strip_eq | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s64_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s64_dom z1 z2 y1) (Hm : meas (s64_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game (s64_board)).
Proof.
  unfold s64_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s64_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s64_board)) in Hg. cbn [rights] in Hg. rewrite s64_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s64_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s64_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s64_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C64 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s64_dom in Hdom.
  exact (s64_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s65_c1_moves (a : nat) : rmoves (s65_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; E]].
Proof. unfold s65_board. tf_options. Qed.
Lemma s65_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E]) []) (s35_board (1 + a)) (0) _ (s35_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E]) []); [reflexivity | unfold s35_board; target_board_eq | strip_offset].
  - unfold s35_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use35 IH (1 + a) z1 z2 y1); [unfold s35_dom; zlia | unfold lex3; lia].
Qed.
Lemma s65_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s65_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (- Z.of_nat y1)))) (tf_game (s65_board (2 + a))).
Proof.
  apply (answer_form_L _ (s99_board (2 + a)) (0) _ (int (0 + (- Z.of_nat y1))) (s99_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) []); [unfold s65_board; strip_eq | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s65_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s65_dom (2 + a) z1 z2 y1) (Hm : meas (s65_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1))) (tf_game (s65_board (2 + a))).
Proof.
  unfold s65_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s65_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s65_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s65_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s65_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s65_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s65_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C65 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s65_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s65_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s66_c1_moves : rmoves (s66_board) = [[T; F; E; E; F]; [T; E; F; F; E]].
Proof. unfold s66_board. tf_options. Qed.
Lemma s66_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (- Z.of_nat y1))) (tf_game ([T; F; E; E; F])).
Proof.
  apply (answer_form_L _ (s98_board) (0) _ (int (- Z.of_nat y1)) (s98_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) []); [strip_eq | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s66_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (- Z.of_nat y1))) (tf_game ([T; E; F; F; E])).
Proof.
  apply (answer_form_L _ (s8_board 1 0) (0) _ (int (- Z.of_nat y1)) (s8_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; F; F; E]) []); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 1 0 y1); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s66_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas (s66_board) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (- Z.of_nat y1)) (tf_game (s66_board)).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip, s66_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s66_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s66_dom y1) (Hm : meas (s66_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (- Z.of_nat y1))) (tf_game (s66_board)).
Proof.
  unfold s66_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s66_c1_f1_a1 IH y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s66_board)) in Hg. cbn [rights] in Hg. rewrite s66_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s66_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s66_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s66_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s66_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s66_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C66 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s66_dom in Hdom.
  exact (s66_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s67_c1_moves (a : nat) : rmoves (s67_board (2 + a)) = [repeat T (2 + a) ++ [F; E; E; F]; repeat T (2 + a) ++ [E; F; F; E]].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (- Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; E; F])).
Proof.
  apply (answer_form_L _ (s99_board (2 + a)) (0) _ (int (- Z.of_nat y1)) (s99_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) []); [strip_eq | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (- Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; F; F; E])).
Proof.
  apply (answer_form_L _ (s8_board (2 + a) 0) (0) _ (int (- Z.of_nat y1)) (s8_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; E]) []); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (2 + a) 0 y1); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s67_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s67_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (- Z.of_nat y1)) (tf_game (s67_board (2 + a))).
Proof.
  apply (answer_form_L _ (s9_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) []); [unfold s67_board; strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s67_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s67_dom (2 + a) y1) (Hm : meas (s67_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (- Z.of_nat y1))) (tf_game (s67_board (2 + a))).
Proof.
  unfold s67_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s67_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s67_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s67_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s67_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s67_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s67_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s67_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s67_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C67 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s67_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s67_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s68_c1_moves : rmoves (s68_board 1) = [[T; F; E; T; F; E]].
Proof. unfold s68_board. tf_options. Qed.
Lemma s68_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game ([T; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s39_board 1) (0) _ (int (Z.of_nat y1)) (s39_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [strip_eq | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH 1 y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s68_board 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s68_board 1)).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E]) []) (s100_board) (0) _ (s100_form y1)).
  - unfold strip, s68_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s68_dom 1 y1) (Hm : meas (s68_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s68_board 1)).
Proof.
  unfold s68_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s68_c1_f1_a1 IH y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s68_board 1)) in Hg. cbn [rights] in Hg. rewrite s68_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s68_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s68_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s68_c2_moves (a : nat) : rmoves (s68_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; E]].
Proof. unfold s68_board. tf_options. Qed.
Lemma s68_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]) (s38_board (2 + a)) (0) _ (s38_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_star; zlia.
  - intros HT; apply (use38 IH (2 + a) y1); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s68_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s68_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]) (s9_board (2 + a) 1) (0) _ (s9_form y1)).
  - unfold strip, s68_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s68_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s68_dom (2 + a) y1) (Hm : meas (s68_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s68_board (2 + a))).
Proof.
  unfold s68_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s68_c2_f1_a2 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s68_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s68_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s68_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s68_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s68_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C68 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s68_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s68_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s68_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s69_c1_moves (a : nat) : rmoves (s69_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; E; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; T; E]].
Proof. unfold s69_board. tf_options. Qed.
Lemma s69_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s101_board (2 + a)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s101_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) []); [strip_eq | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_leaf_int; zlia.
  - intros HT; apply (use101 IH (2 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s56_board (2 + a) 0) (1) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s56_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 2)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F]) [(1, 1)]); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_leaf_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 2))); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s69_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s69_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []) (s102_board (2 + a) 2 1) (0) _ (s102_form y1)).
  - unfold strip, s69_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []); [reflexivity | unfold s102_board; target_board_eq | strip_offset].
  - unfold s102_form; apply form_star; zlia.
  - intros HT; apply (use102 IH (2 + a) 2 1 y1); [unfold s102_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s69_dom (2 + a) z1 z2 y1) (Hm : meas (s69_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s69_board (2 + a))).
Proof.
  unfold s69_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s69_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s69_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s69_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s69_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s69_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C69 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s69_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s69_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s70_c1_moves : rmoves (s70_board 1) = [[T; F; T; E; T; F; T; F; E]].
Proof. unfold s70_board. tf_options. Qed.
Lemma s70_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([T; F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; T; F; E]) []) (s103_board) (0) _ (s103_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s103_board; target_board_eq | strip_offset].
  - unfold s103_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use103 IH z1 z2 y1); [unfold s103_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s70_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s70_board 1)).
Proof.
  apply (answer_form_L _ (s105_board 1) (0) _ (int (0 + (Z.of_nat y1))) (s105_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; T; F; T; F; T; F; E]) []); [unfold s70_board; strip_eq | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH 1 y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s70_dom 1 z1 z2 y1) (Hm : meas (s70_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s70_board 1)).
Proof.
  unfold s70_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s70_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s70_board 1)) in Hg. cbn [rights] in Hg. rewrite s70_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s70_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s70_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s70_c2_moves (a : nat) : rmoves (s70_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]].
Proof. unfold s70_board. tf_options. Qed.
Lemma s70_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []) (s104_board (2 + a)) (0) _ (s104_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s104_board; target_board_eq | strip_offset].
  - unfold s104_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use104 IH (2 + a) z1 z2 y1); [unfold s104_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s70_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s70_board (2 + a))).
Proof.
  apply (answer_form_L _ (s105_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s105_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F; T; F; E]) []); [unfold s70_board; strip_eq | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH (2 + a) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s70_dom (2 + a) z1 z2 y1) (Hm : meas (s70_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s70_board (2 + a))).
Proof.
  unfold s70_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s70_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s70_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s70_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s70_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s70_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s70_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C70 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s70_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s70_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s70_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s71_c1_moves (a : nat) : rmoves (s71_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; T; F; E]].
Proof. unfold s71_board. tf_options. Qed.
Lemma s71_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s106_board (2 + a)) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH (2 + a) y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s71_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; E]) []) (s105_board (1 + a)) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; E]) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH (1 + a) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s71_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s71_dom (2 + a) y1) (Hm : meas (s71_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s71_board (2 + a))).
Proof.
  unfold s71_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s71_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s71_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s71_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s71_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s71_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s71_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s71_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C71 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s71_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s71_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s72_c1_moves (a b : nat) : rmoves (s72_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: F :: T :: E :: T :: E :: repeat F (2 + b); repeat T (3 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s72_board. tf_options. Qed.
Lemma s72_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: F :: T :: E :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: F :: T :: E :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s107_board (3 + a) (2 + b)) (0) _ (s107_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s107_board; target_board_eq | strip_offset].
  - unfold s107_form; apply form_int; zlia.
  - intros HT; apply (use107 IH (3 + a) (2 + b) y1); [unfold s107_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; T; F; E; F; T; F]) []) (s108_board (3 + a)) (0) _ (s108_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s108_board; target_board_eq | strip_offset].
  - unfold s108_form; apply form_int; zlia.
  - intros HT; apply (use108 IH (3 + a) y1); [unfold s108_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s109_board (4 + a) (2 + b)) (0) _ (s109_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH (4 + a) (2 + b) y1); [unfold s109_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s72_dom (3 + a) (2 + b) y1) (Hm : meas (s72_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s72_board (3 + a) (2 + b))).
Proof.
  unfold s72_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s72_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s72_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s72_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s72_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s72_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s72_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s72_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s72_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s72_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C72 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s72_dom in Hdom.
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
  exact (s72_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s73_c1_moves : rmoves (s73_board 1 0) = [[T; F; E; T; F; T; F; E]].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; T; F; E]) []) (s175_board 0 0 2) (-1) _ (s175_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 0 0 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s175_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s73_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s73_dom 1 0 y1) (Hm : meas (s73_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s73_board 1 0)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s73_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s73_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s73_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s73_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s73_c2_moves : rmoves (s73_board 1 1) = [[T; F; E; T; F; T; F; E; F]; [T; E; F; T; F; T; F; F; E]].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; F; T; F]) []) (s108_board 1) (0) _ (s108_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s108_board; target_board_eq | strip_offset].
  - unfold s108_form; apply form_int; zlia.
  - intros HT; apply (use108 IH 1 y1); [unfold s108_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; F; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; T; F; F; E]) []) (s110_board 0) (0) _ (s110_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; T; F; F; E]) []); [reflexivity | unfold s110_board; target_board_eq | strip_offset].
  - unfold s110_form; apply form_int; zlia.
  - intros HT; apply (use110 IH 0 y1); [unfold s110_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s73_dom 1 1 y1) (Hm : meas (s73_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s73_board 1 1)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s73_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s73_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s73_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s73_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s73_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s73_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s73_c3_moves (a : nat) : rmoves (s73_board (2 + a) 0) = [repeat T (2 + a) ++ [F; E; T; F; T; F; E]].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 0)]) (s88_board (2 + a) 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s73_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s73_dom (2 + a) 0 y1) (Hm : meas (s73_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s73_board (2 + a) 0)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s73_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s73_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s73_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s73_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s73_c4_moves (a : nat) : rmoves (s73_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; T; F; T; F; E; F]; repeat T (2 + a) ++ [E; F; T; F; T; F; F; E]].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F; T; F]) []) (s108_board (2 + a)) (0) _ (s108_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s108_board; target_board_eq | strip_offset].
  - unfold s108_form; apply form_int; zlia.
  - intros HT; apply (use108 IH (2 + a) y1); [unfold s108_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; F; E]) []) (s110_board (1 + a)) (0) _ (s110_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; F; E]) []); [reflexivity | unfold s110_board; target_board_eq | strip_offset].
  - unfold s110_form; apply form_int; zlia.
  - intros HT; apply (use110 IH (1 + a) y1); [unfold s110_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s73_dom (2 + a) 1 y1) (Hm : meas (s73_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s73_board (2 + a) 1)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s73_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s73_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s73_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s73_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s73_c4_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s73_c4_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s73_c5_moves (a b : nat) : rmoves (s73_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (2 + b); repeat T (4 + a) ++ E :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: T :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s109_board (4 + a) (2 + b)) (0) _ (s109_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH (4 + a) (2 + b) y1); [unfold s109_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; T; F; T; F; T; F; F; E; F]) []) (s111_board (3 + a)) (0) _ (s111_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; T; F; F; E; F]) []); [reflexivity | unfold s111_board; target_board_eq | strip_offset].
  - unfold s111_form; apply form_int; zlia.
  - intros HT; apply (use111 IH (3 + a) y1); [unfold s111_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []) (s112_board (4 + a) (2 + b)) (0) _ (s112_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s112_board; target_board_eq | strip_offset].
  - unfold s112_form; apply form_int; zlia.
  - intros HT; apply (use112 IH (4 + a) (2 + b) y1); [unfold s112_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s73_dom (4 + a) (2 + b) y1) (Hm : meas (s73_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s73_board (4 + a) (2 + b))).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s73_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s73_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s73_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s73_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s73_c5_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s73_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s73_c5_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s73_c5_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s73_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C73 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s73_dom in Hdom.
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
      exact (s73_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s73_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s73_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s73_c4 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s73_c5 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s74_c1_moves (a : nat) : rmoves (s74_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; T; F; E; T; F]; repeat T (2 + a) ++ [E; F; T; F; F; T; E]].
Proof. unfold s74_board. tf_options. Qed.
Lemma s74_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []) (s102_board (2 + a) 2 1) (0) _ (s102_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []); [reflexivity | unfold s102_board; target_board_eq | strip_offset].
  - unfold s102_form; apply form_star; zlia.
  - intros HT; apply (use102 IH (2 + a) 2 1 y1); [unfold s102_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s113_board (2 + a)) (1) _ (int (Z.of_nat y1)) (s113_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s113_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s74_board (2 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s74_board (2 + a) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []) (s116_board (2 + a) 2 1) (0) _ (s116_form y1)).
  - unfold strip, s74_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 2 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s74_dom (2 + a) 1 y1) (Hm : meas (s74_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s74_board (2 + a) 1)).
Proof.
  unfold s74_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s74_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s74_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s74_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s74_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s74_c2_moves (a b : nat) : rmoves (s74_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b); repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s74_board. tf_options. Qed.
Lemma s74_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)) []) (s102_board (3 + a) 2 (2 + b)) (0) _ (s102_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s102_board; target_board_eq | strip_offset].
  - unfold s102_form; apply form_star; zlia.
  - intros HT; apply (use102 IH (3 + a) 2 (2 + b) y1); [unfold s102_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s114_board (3 + a) 2 1) (0) _ (int (Z.of_nat y1)) (s114_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; T; F; F; T; E; F]) []); [strip_eq | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (3 + a) 2 1 y1); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s115_board (4 + a) 2 (2 + b)) (0) _ (s115_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_star; zlia.
  - intros HT; apply (use115 IH (4 + a) 2 (2 + b) y1); [unfold s115_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s74_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s74_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + b)) []) (s116_board (3 + a) 2 (2 + b)) (0) _ (s116_form y1)).
  - unfold strip, s74_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (3 + a) 2 (2 + b) y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s74_dom (3 + a) (2 + b) y1) (Hm : meas (s74_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s74_board (3 + a) (2 + b))).
Proof.
  unfold s74_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s74_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s74_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s74_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s74_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c2_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s74_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s74_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C74 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s74_dom in Hdom.
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
      exact (s74_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s74_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s75_c1_moves (a b : nat) : rmoves (s75_board (2 + a) (2 + b)) = [].
Proof. unfold s75_board. tf_options. Qed.
Lemma s75_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s75_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s75_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: T :: repeat F (2 + b)) []) (s117_board (1 + a) (2 + b)) (0) _ (s117_form y1)).
  - unfold strip, s75_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (1 + a) (2 + b) y1); [unfold s117_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s75_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s75_dom (2 + a) (2 + b) y1) (Hm : meas (s75_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s75_board (2 + a) (2 + b))).
Proof.
  unfold s75_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s75_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s75_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s75_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s75_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C75 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s75_dom in Hdom.
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
      exact (s75_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s76_c1_moves (a : nat) : rmoves (s76_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; E; T; T; F]].
Proof. unfold s76_board. tf_options. Qed.
Lemma s76_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; E; T; T; F]) []) (s117_board (1 + a) 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; E; T; T; F]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (1 + a) 1 y1); [unfold s117_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s76_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s76_board (2 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s76_board (2 + a) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []) (s91_board (2 + a) 1 2 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s76_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s76_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s76_dom (2 + a) 1 y1) (Hm : meas (s76_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s76_board (2 + a) 1)).
Proof.
  unfold s76_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s76_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s76_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s76_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s76_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s76_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s76_c2_moves (a b : nat) : rmoves (s76_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: E :: T :: T :: repeat F (2 + b)].
Proof. unfold s76_board. tf_options. Qed.
Lemma s76_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: T :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: T :: repeat F (2 + b)) []) (s117_board (1 + a) (2 + b)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (1 + a) (2 + b) y1); [destruct Hw as [Hw|Hw]; [unfold s117_dom; right; zlia | unfold s117_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s76_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s76_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s76_board (2 + a) (2 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s91_board (2 + a) 1 2 (2 + b)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s76_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s76_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s76_dom (2 + a) (2 + b) y1) (Hm : meas (s76_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s76_board (2 + a) (2 + b))).
Proof.
  unfold s76_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s76_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s76_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s76_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2))%Z) by zlia. exact (s76_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s76_c2_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s76_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s76_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s77_c1_moves (a : nat) : rmoves (s77_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; T; E; T; F]].
Proof. unfold s77_board. tf_options. Qed.
Lemma s77_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []) (s118_board (2 + a)) (0) _ (s118_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use118 IH (2 + a) z1 z2 y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s77_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s77_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s77_board (2 + a))).
Proof.
  apply (answer_form_L _ (s119_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s119_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []); [unfold s77_board; strip_eq | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s77_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s77_dom (2 + a) z1 z2 y1) (Hm : meas (s77_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s77_board (2 + a))).
Proof.
  unfold s77_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s77_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s77_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s77_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s77_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s77_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s77_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C77 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s77_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s77_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s78_c1_moves (a b : nat) : rmoves (s78_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F]; repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []) (s120_board (1 + a) (2 + b)) (0) _ (s120_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use120 IH (1 + a) (2 + b) z1 z2 y1); [unfold s120_dom; zlia | unfold lex3; lia].
Qed.
Lemma s78_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []) (s121_board (1 + a) (2 + b)) (0) _ (s121_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use121 IH (1 + a) (2 + b) z1 z2 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s78_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s78_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s78_board (2 + a) (2 + b))).
Proof.
  apply (answer_form_L _ (s116_board (2 + a) (2 + b) 1) (0) _ (int (0 + (Z.of_nat y1))) (s116_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (2 + b) ++ [F]) []); [unfold s78_board; strip_eq | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (2 + b) 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s78_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s78_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s78_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s78_board (2 + a) (2 + b))).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s78_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s78_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s78_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s78_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s78_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s78_c1_t2_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s78_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s78_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C78 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s78_dom in Hdom.
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
      exact (s78_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s79_c1_moves (a : nat) : rmoves (s79_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; E; F; T; F]; repeat T (2 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s79_board. tf_options. Qed.
Lemma s79_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []) (s119_board (2 + a)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s79_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []) (s116_board (2 + a) 2 1) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 2 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s79_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s79_dom (2 + a) y1) (Hm : meas (s79_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s79_board (2 + a))).
Proof.
  unfold s79_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s79_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s79_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s79_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s79_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s79_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s79_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s79_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C79 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s79_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s79_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s80_c1_moves (a : nat) : rmoves (s80_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; E; E; T; F]; repeat T (2 + a) ++ [F; T; E; F; F; T; E]].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; E; T; F]) []) (s122_board (2 + a)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s80_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F]) [(1, 1)]) (s56_board (2 + a) 0) (1) _ (s56_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s80_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s80_dom (2 + a) y1) (Hm : meas (s80_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s80_board (2 + a))).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s80_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s80_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s80_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s80_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s80_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s80_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s80_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C80 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s80_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s80_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s81_c1_moves : rmoves (s81_board 0 0 1) = [[E; T; F; T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E]) [(1, 0)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s81_dom 0 0 1 y1) (Hm : meas (s81_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 0 0 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s81_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s81_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c2_moves (c : nat) : rmoves (s81_board 0 0 (2 + c)) = [E :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) y1); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s81_dom 0 0 (2 + c) y1) (Hm : meas (s81_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 0 0 (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s81_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s81_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c3_moves : rmoves (s81_board 0 1 1) = [[F; T; E; E; T; F]; [E; T; F; F; T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; E; T; F]) []) (s81_board 0 0 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E]) [(1, 0)]) (s17_board 0) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s81_dom 0 1 1 y1) (Hm : meas (s81_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 0 1 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s81_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s81_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c3_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s81_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c4_moves (c : nat) : rmoves (s81_board 0 1 (2 + c)) = [F :: T :: E :: E :: T :: repeat F (2 + c); E :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: T :: repeat F (2 + c)) []) (s81_board 0 0 (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 (2 + c) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s135_board 1 2 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + c) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s81_dom 0 1 (2 + c) y1) (Hm : meas (s81_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 0 1 (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s81_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c4_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s81_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c4_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s81_c4_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c5_moves (b : nat) : rmoves (s81_board 0 (2 + b) 1) = [F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s135_board 1 (2 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s23_board 0 (3 + b)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + b) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s81_dom 0 (2 + b) 1 y1) (Hm : meas (s81_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 0 (2 + b) 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s81_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s81_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c5_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s81_c5_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c5_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s81_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c6_moves (b c : nat) : rmoves (s81_board 0 (2 + b) (2 + c)) = [F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) y1); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 1 (2 + b) 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 (2 + c) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s135_board 1 (3 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 1 (3 + b) 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 (2 + c) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s81_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s81_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 0 (2 + b) (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s81_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c6_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s81_c6_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c6_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s81_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c6_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s81_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c7_moves : rmoves (s81_board 1 0 1) = [[T; E; T; F; T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F]) [(1, 1)]) (s88_board 0 0 2 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s81_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s81_dom 1 0 1 y1) (Hm : meas (s81_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 1 0 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s81_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c7_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s81_c7_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c8_moves (c : nat) : rmoves (s81_board 1 0 (2 + c)) = [T :: E :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; E; T; F; E; T; F]) []) (s59_board 1 1) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH 1 1 y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s59_board 1 (2 + c)) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH 1 (2 + c) y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s81_dom 1 0 (2 + c) y1) (Hm : meas (s81_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 1 0 (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c8_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s81_c8_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c8_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s81_c8_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c9_moves : rmoves (s81_board 1 1 1) = [[T; F; T; E; E; T; F]; [T; E; T; F; F; T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; E; T; F]) []) (s89_board 1 1) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 1 y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F]) [(1, 1)]) (s88_board 0 0 2 2 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s81_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s81_dom 1 1 1 y1) (Hm : meas (s81_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 1 1 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s81_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c9_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s81_c9_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c9_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s81_c9_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c10_moves (c : nat) : rmoves (s81_board 1 1 (2 + c)) = [T :: F :: T :: E :: E :: T :: repeat F (2 + c); T :: E :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: E :: T :: repeat F (2 + c)) []) (s89_board 1 (2 + c)) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 (2 + c) y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; E; T; F; F; E; T; F]) []) (s81_board 1 2 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; F; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 2 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s81_board 1 2 (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 2 (2 + c) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s81_dom 1 1 (2 + c) y1) (Hm : meas (s81_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 1 1 (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c10_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s81_c10_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c10_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s81_c10_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c10_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s81_c10_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c11_moves (b : nat) : rmoves (s81_board 1 (2 + b) 1) = [T :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; T :: E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s106_board 1) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH 1 y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s146_board 1 (2 + b) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (2 + b) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + b)) [(1, 1)]) (s88_board 0 0 2 (3 + b) 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s81_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s81_dom 1 (2 + b) 1 y1) (Hm : meas (s81_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 1 (2 + b) 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s81_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c11_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s81_c11_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c11_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s81_c11_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c11_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s81_c11_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c12_moves (b c : nat) : rmoves (s81_board 1 (2 + b) (2 + c)) = [T :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); T :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s123_board 1 (2 + c)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH 1 (2 + c) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s146_board 1 (2 + b) (2 + c)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (2 + b) (2 + c) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s81_board 1 (3 + b) 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (3 + b) 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s81_board 1 (3 + b) (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (3 + b) (2 + c) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s81_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s81_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board 1 (2 + b) (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c12_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s81_c12_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c12_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s81_c12_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c12_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s81_c12_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c12_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s81_c12_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c13_moves (a : nat) : rmoves (s81_board (2 + a) 0 1) = [repeat T (2 + a) ++ [E; T; F; T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]) (s23_board (2 + a) 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) 1 y1); [unfold s23_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s81_c13_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s81_board (2 + a) 0 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s81_board (2 + a) 0 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; E; T; T; F]) []) (s134_board (3 + a) 2 0 0) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s81_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; E; T; T; F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (3 + a) 2 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s81_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s81_dom (2 + a) 0 1 y1) (Hm : meas (s81_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board (2 + a) 0 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s81_c13_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s81_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s81_c13_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s81_c13_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c14_moves (a c : nat) : rmoves (s81_board (2 + a) 0 (2 + c)) = [repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []) (s59_board (2 + a) 1) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH (2 + a) 1 y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s59_board (2 + a) (2 + c)) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH (2 + a) (2 + c) y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s81_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s81_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board (2 + a) 0 (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c14_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s81_c14_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c14_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s81_c14_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c15_moves (a : nat) : rmoves (s81_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; E; E; T; F]; repeat T (2 + a) ++ [E; T; F; F; T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) []) (s89_board (2 + a) 1) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) 1 y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]) (s17_board (2 + a)) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s81_dom (2 + a) 1 1 y1) (Hm : meas (s81_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board (2 + a) 1 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s81_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c15_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s81_c15_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c15_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s81_c15_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c16_moves (a c : nat) : rmoves (s81_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + c)) []) (s89_board (2 + a) (2 + c)) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) (2 + c) y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []) (s81_board (2 + a) 2 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s81_board (2 + a) 2 (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 (2 + c) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s81_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s81_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board (2 + a) 1 (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c16_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s81_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c16_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s81_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c16_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s81_c16_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s81_c17_moves (a b : nat) : rmoves (s81_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s106_board (2 + a)) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH (2 + a) y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s146_board (2 + a) (2 + b) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (2 + b) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s23_board (2 + a) (3 + b)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) (3 + b) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s81_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s81_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board (2 + a) (2 + b) 1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s81_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c17_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s81_c17_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c17_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s81_c17_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c17_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s81_c17_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s81_c18_moves (a b c : nat) : rmoves (s81_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s123_board (2 + a) (2 + c)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH (2 + a) (2 + c) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s146_board (2 + a) (2 + b) (2 + c)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (2 + b) (2 + c) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s81_board (2 + a) (3 + b) 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (3 + b) 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s81_board (2 + a) (3 + b) (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (3 + b) (2 + c) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s81_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s81_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s81_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s81_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c18_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s81_c18_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c18_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s81_c18_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c18_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s81_c18_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s81_c18_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s81_c18_moves a b c) eq_refl Hm) Hd Hr). }
 }

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
        exact (s81_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s81_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c4 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
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
        exact (s81_c7 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c8 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s81_c9 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c10 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s81_c11 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c12 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s81_c13 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c14 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s81_c15 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c16 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s81_c17 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c18 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s82_c1_moves (a b : nat) : rmoves (s82_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b); repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s82_board. tf_options. Qed.
Lemma s82_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)) []) (s124_board (3 + a) 2 (2 + b)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (3 + a) 2 (2 + b) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s82_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s114_board (3 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; T; F; F; T; E; F]) []); [strip_eq | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (3 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s82_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s125_board (4 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s125_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (4 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s82_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s82_dom (3 + a) (2 + b) y1) (Hm : meas (s82_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s82_board (3 + a) (2 + b))).
Proof.
  unfold s82_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s82_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s82_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s82_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s82_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s82_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s82_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s82_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s82_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      exfalso; zlia.
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s82_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s83_c1_moves : rmoves (s83_board 1 2 0) = [].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s83_dom 1 2 0 y1) (Hm : meas (s83_board 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s83_board 1 2 0)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s83_board 1 2 0)) in Hg. cbn [rights] in Hg. rewrite s83_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s83_c2_moves (a : nat) : rmoves (s83_board (2 + a) 2 0) = [].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s83_dom (2 + a) 2 0 y1) (Hm : meas (s83_board (2 + a) 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s83_board (2 + a) 2 0)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s83_board (2 + a) 2 0)) in Hg. cbn [rights] in Hg. rewrite s83_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s83_c3_moves (a : nat) : rmoves (s83_board (2 + a) 2 1) = [repeat T (2 + a) ++ [F; E; T; T; F; F; F; E]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 1 2 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; F; E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 2 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s83_dom (2 + a) 2 1 y1) (Hm : meas (s83_board (2 + a) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s83_board (2 + a) 2 1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s83_board (2 + a) 2 1)) in Hg. cbn [rights] in Hg. rewrite s83_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s83_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s83_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s83_c4_moves (a c : nat) : rmoves (s83_board (2 + a) 2 (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s88_board (2 + a) 1 2 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s83_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 2 3 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 3 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s83_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s83_dom (2 + a) 2 (2 + c) y1) (Hm : meas (s83_board (2 + a) 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s83_board (2 + a) 2 (2 + c))).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s83_board (2 + a) 2 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s83_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s83_c4_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s83_c4_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s83_c4_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s83_c4_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s83_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C83 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s83_dom in Hdom.
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
        assert (b = 0) by zlia; subst b.
  exact (s83_c1 IH y1 Hdom Hm Hd Hr).
      }
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
        assert (b = 0) by zlia; subst b.
  exact (s83_c2 IH a y1 Hdom Hm Hd Hr).
      }
      {
        assert (b = 0) by zlia; subst b.
  exact (s83_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        assert (b = 0) by zlia; subst b.
  exact (s83_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s84_c1_moves (a : nat) : rmoves (s84_board (3 + a)) = [repeat T (3 + a) ++ [F; T; E; T; F; F; F; E]].
Proof. unfold s84_board. tf_options. Qed.
Lemma s84_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; T; E; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; T; E; T; F; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; T; T; F; F; F; E]) []) (s126_board (3 + a) 1 2 3) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; T; F; F; F; E]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (3 + a) 1 2 3 y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s84_dom (3 + a) y1) (Hm : meas (s84_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s84_board (3 + a))).
Proof.
  unfold s84_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s84_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s84_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s84_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s84_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s84_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C84 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s84_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s84_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s85_c1_moves (a b : nat) : rmoves (s85_board (4 + a) (3 + b) 1) = [repeat T (4 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E; F]; repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s85_board. tf_options. Qed.
Lemma s85_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ [E; F]) []) (s88_board (4 + a) 1 2 (3 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) 1 2 (3 + b) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s85_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s127_board (4 + a) (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s127_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [strip_eq | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH (4 + a) (4 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s85_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s85_dom (4 + a) (3 + b) 1 y1) (Hm : meas (s85_board (4 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s85_board (4 + a) (3 + b) 1)).
Proof.
  unfold s85_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s85_board (4 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s85_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s85_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s85_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s85_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s85_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s85_c2_moves (a b c : nat) : rmoves (s85_board (4 + a) (3 + b) (2 + c)) = [repeat T (4 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c); repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s85_board. tf_options. Qed.
Lemma s85_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []) (s88_board (4 + a) 1 2 (3 + b) (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) 1 2 (3 + b) (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s85_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s85_board (4 + a) (4 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH (4 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; zlia | unfold lex3; lia].
Qed.
Lemma s85_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s85_board (4 + a) (4 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH (4 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; zlia | unfold lex3; lia].
Qed.
Lemma s85_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s85_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s85_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s85_board (4 + a) (3 + b) (2 + c))).
Proof.
  unfold s85_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s85_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s85_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s85_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s85_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s85_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s85_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s85_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s85_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s85_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C85 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s85_dom in Hdom.
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
  exact (s85_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s85_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s86_c1_moves (b : nat) : rmoves (s86_board 1 (2 + b) 1) = [T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F]; T :: E :: F :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []) (s260_board (1 + b)) (0) _ (s260_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []); [reflexivity | unfold s260_board; target_board_eq | strip_offset].
  - unfold s260_form; apply form_int; zlia.
  - intros HT; apply (use260 IH (1 + b) y1); [unfold s260_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ [F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s139_board 1 (1 + b) 2 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) 2 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s86_dom 1 (2 + b) 1 y1) (Hm : meas (s86_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board 1 (2 + b) 1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s86_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s86_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s86_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c2_moves (b c : nat) : rmoves (s86_board 1 (2 + b) (2 + c)) = [T :: F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c); T :: E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: T :: repeat F (2 + c)) []) (s261_board (1 + b) (2 + c)) (0) _ (s261_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s261_board; target_board_eq | strip_offset].
  - unfold s261_form; apply form_int; zlia.
  - intros HT; apply (use261 IH (1 + b) (2 + c) y1); [unfold s261_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []) (s139_board 1 (1 + b) 2 (2 + c)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) 2 (2 + c) y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s86_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s86_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board 1 (2 + b) (2 + c))).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s86_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s86_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c2_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s86_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c3_moves (a : nat) : rmoves (s86_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; T; E; F; T; F]; repeat T (2 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []) (s119_board (2 + a)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []) (s116_board (2 + a) 2 1) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 2 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s86_dom (2 + a) 1 1 y1) (Hm : meas (s86_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) 1 1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s86_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s86_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s86_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c4_moves (a c : nat) : rmoves (s86_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: T :: E :: F :: T :: repeat F (2 + c)) []) (s86_board (1 + a) 2 (2 + c)) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: T :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (1 + a) 2 (2 + c) y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + c)) []) (s116_board (2 + a) 2 (2 + c)) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 2 (2 + c) y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s86_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s86_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) 1 (2 + c))).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s86_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c4_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s86_c4_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c4_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s86_c4_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c5_moves (a b : nat) : rmoves (s86_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; F]; repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F; T; F]) []) (s86_board (1 + a) (3 + b) 1) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (1 + a) (3 + b) 1 y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s139_board (2 + a) (1 + b) 2 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) 2 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s86_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s86_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) (2 + b) 1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s86_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s86_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c5_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s86_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c6_moves (a b c : nat) : rmoves (s86_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s86_board (1 + a) (3 + b) (2 + c)) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (1 + a) (3 + b) (2 + c) y1); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []) (s139_board (2 + a) (1 + b) 2 (2 + c)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) 2 (2 + c) y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s86_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s86_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s86_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s86_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c6_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s86_c6_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C86 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s86_dom in Hdom.
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
        exact (s86_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s86_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s86_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s87_c1_moves (b : nat) : rmoves (s87_board 1 (2 + b) 1) = [T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E]) [(1, 1)]) (s129_board 1 (3 + b)) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s87_dom 1 (2 + b) 1 y1) (Hm : meas (s87_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board 1 (2 + b) 1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s87_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s87_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s87_c2_moves (b c : nat) : rmoves (s87_board 1 (2 + b) (2 + c)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []) (s87_board 1 (3 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (3 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s87_board 1 (3 + b) (2 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (3 + b) (2 + c) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s87_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s87_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board 1 (2 + b) (2 + c))).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s87_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c2_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s87_c3_moves (a b : nat) : rmoves (s87_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1)]) (s129_board (2 + a) (3 + b)) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s87_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s87_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board (2 + a) (2 + b) 1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s87_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s87_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s87_c4_moves (a b c : nat) : rmoves (s87_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []) (s87_board (2 + a) (3 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (3 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s87_board (2 + a) (3 + b) (2 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (3 + b) (2 + c) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s87_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s87_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s87_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c4_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s87_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C87 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s87_dom in Hdom.
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
        exact (s87_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s87_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s87_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s87_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s88_c1_moves : rmoves (s88_board 0 0 2 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 0 2 1 0 y1) (Hm : meas (s88_board 0 0 2 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 2 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 2 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c2_moves (c : nat) : rmoves (s88_board 0 0 (2 + c) 1 1) = [E :: repeat T (2 + c) ++ [F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  assert (c = 1) by zlia; subst c.
  apply (answer_form_L _ (s29_board 0 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 3 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s88_board 0 0 2 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 1 1 y1) (Hm : meas (s88_board 0 0 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c3_moves (c e : nat) : rmoves (s88_board 0 0 (2 + c) 1 (2 + e)) = [E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2))%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s88_dom; right; right; left; zlia | unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s88_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3))%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s88_dom; right; left; zlia | unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s88_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 1 (2 + e) y1) (Hm : meas (s88_board 0 0 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2))%Z) by zlia. exact (s88_c3_t1_a1 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c3_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3))%Z) by zlia. exact (s88_c3_t1_a2 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c3_moves c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c4_moves (c d : nat) : rmoves (s88_board 0 0 (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board 0 0 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c5_moves (c d : nat) : rmoves (s88_board 0 0 (2 + c) (2 + d) 1) = [E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s29_board 0 (2 + c) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2))%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s88_dom; right; right; left; zlia | unfold s88_dom; right; right; right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s88_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) (2 + d) 1 y1) (Hm : meas (s88_board 0 0 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) <= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c5_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c5_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2))%Z) by zlia. exact (s88_c5_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c5_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c6_moves (c d e : nat) : rmoves (s88_board 0 0 (2 + c) (2 + d) (2 + e)) = [E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2))%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|[Hw|[Hw|Hw]]]; [unfold s88_dom; right; right; right; left; zlia | unfold s88_dom; right; right; left; zlia | unfold s88_dom; right; right; right; right; left; zlia | unfold s88_dom; assert (Hp : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) = 3))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; right; right; right; right; right; right; right; right; zlia]] | unfold lex3; lia].
Qed.
Lemma s88_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + e) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3))%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|[Hw|[Hw|Hw]]]; [unfold s88_dom; assert (Hp : ((Z.of_nat (3 + e) - Z.of_nat y1 = 0) \/ (- Z.of_nat (3 + e) + Z.of_nat y1 >= 1))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; right; left; zlia] | unfold s88_dom; right; right; left; zlia | unfold s88_dom; right; right; right; right; left; zlia | unfold s88_dom; assert (Hp : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) = 3))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; right; right; right; right; right; right; right; right; zlia]] | unfold lex3; lia].
Qed.
Lemma s88_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 0 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2))%Z) by zlia. exact (s88_c6_t1_a1 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c6_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + e) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3))%Z) by zlia. exact (s88_c6_t1_a2 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c6_moves c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c7_moves : rmoves (s88_board 0 1 2 1 1) = [[F; E; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board 0 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 1 2 1 1 y1) (Hm : meas (s88_board 0 1 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 2 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c7_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c7_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c8_moves (e : nat) : rmoves (s88_board 0 1 2 1 (2 + e)) = [F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 2 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 1 2 1 (2 + e) y1) (Hm : meas (s88_board 0 1 2 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 2 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 2 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c8_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c8_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c8_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c8_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c9_moves (d : nat) : rmoves (s88_board 0 1 2 (2 + d) 1) = [F :: E :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s29_board 0 2 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 0 1 2 (2 + d) 1 y1) (Hm : meas (s88_board 0 1 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 2 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c9_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c9_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c10_moves (d e : nat) : rmoves (s88_board 0 1 2 (2 + d) (2 + e)) = [F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 2 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 2 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 0 1 2 (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 1 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 2 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c10_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c10_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c10_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c10_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c11_moves : rmoves (s88_board 0 2 1 1 1) = [[F; F; F; T; E; E; F]; [F; F; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([T; E; E; F]) []); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 2 1 1 1 y1) (Hm : meas (s88_board 0 2 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 2 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 2 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c11_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c11_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c11_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c11_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c12_moves (e : nat) : rmoves (s88_board 0 2 1 1 (2 + e)) = [F :: F :: F :: T :: E :: E :: repeat F (2 + e); F :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (F :: F :: F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 0 0 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (F :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 2 1 1 (2 + e) y1) (Hm : meas (s88_board 0 2 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 2 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 2 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s88_c12_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c12_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c12_t2_a1 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c12_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c12_t2_a2 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c12_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c13_moves (d : nat) : rmoves (s88_board 0 2 1 (2 + d) 1) = [F :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]; F :: F :: E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 3)] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3)] (E :: T :: repeat F (2 + d) ++ [E; F]) []) (s57_board 0 (2 + d) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 0 2 1 (2 + d) 1 y1) (Hm : meas (s88_board 0 2 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 2 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 2 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c13_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c13_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c13_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c13_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c13_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c13_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c14_moves (d e : nat) : rmoves (s88_board 0 2 1 (2 + d) (2 + e)) = [F :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); F :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (F :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 3)] (E :: T :: F :: E :: repeat F (2 + e)) []) (s57_board 0 1 (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (F :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s57_board 0 (2 + d) (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c14_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 0 2 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 2 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 2 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 2 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s88_c14_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c14_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s88_c14_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c14_moves d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c14_t2_a1 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c14_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c14_t2_a2 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c14_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c15_moves : rmoves (s88_board 1 0 0 1 0) = [[T; F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 1)]) (s136_board) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 0 1 0 y1) (Hm : meas (s88_board 1 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c15_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c15_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c16_moves : rmoves (s88_board 1 0 1 1 1) = [[T; F; T; E; E; F]; [T; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; E]) []) (s88_board 0 0 2 2 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 1 1 1 y1) (Hm : meas (s88_board 1 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c16_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c16_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c16_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c16_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c17_moves : rmoves (s88_board 1 0 3 1 1) = [[T; E; T; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; T; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; T; T; F; F; E]) []) (s88_board 0 0 4 2 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 2 0 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 3 1 1 y1) (Hm : meas (s88_board 1 0 3 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c17_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c17_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c18_moves (e : nat) : rmoves (s88_board 1 0 3 1 (2 + e)) = [T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] ([E; T; T; T; T; F; F; E; F]) []) (s88_board 0 0 4 2 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 2 1 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 4 2 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 2 (2 + e) y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 1 0 3 1 (2 + e) y1) (Hm : meas (s88_board 1 0 3 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c18_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c18_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c18_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c18_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c19_moves (d : nat) : rmoves (s88_board 1 0 3 (2 + d) 1) = [T :: E :: T :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board 0 0 4 (3 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 (3 + d) 0 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 0 3 (2 + d) 1 y1) (Hm : meas (s88_board 1 0 3 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c19_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c19_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c20_moves (d e : nat) : rmoves (s88_board 1 0 3 (2 + d) (2 + e)) = [T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 4 (3 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 (3 + d) 1 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 4 (3 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 (3 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 1 0 3 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 0 3 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c20_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c20_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c20_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c20_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c21_moves : rmoves (s88_board 1 1 0 1 0) = [[T; F; F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s159_board 1 2 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 0 1 0 y1) (Hm : meas (s88_board 1 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c21_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c21_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c22_moves : rmoves (s88_board 1 1 1 1 0) = [[T; F; F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E])).
Proof.
  apply (answer_form_L _ (s37_board 1) (2) _ (int ((- Z.of_nat y1) + 1)) (s37_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F]) [(1, 2)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 1 1 0 y1) (Hm : meas (s88_board 1 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c22_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c22_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c23_moves : rmoves (s88_board 1 1 1 1 1) = [[T; F; F; T; E; E; F]; [T; F; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s51_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s51_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) []); [strip_eq | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) []) (s29_board 0 2 2) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) []) (s88_board 0 0 2 2 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 1 1 1 y1) (Hm : meas (s88_board 1 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c23_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c23_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c23_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c23_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c24_moves (e : nat) : rmoves (s88_board 1 1 1 1 (2 + e)) = [T :: F :: F :: T :: E :: E :: repeat F (2 + e); T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 1 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; F]) []) (s88_board 0 0 2 2 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 2 2 (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 1 1 1 1 (2 + e) y1) (Hm : meas (s88_board 1 1 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c24_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c24_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c24_t2_a1 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c24_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c24_t2_a2 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c24_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c25_moves (d : nat) : rmoves (s88_board 1 1 1 (2 + d) 0) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s137_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) []); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s201_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) []); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c25_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board 1 2 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 1 1 (2 + d) 0 y1) (Hm : meas (s88_board 1 1 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c25_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c25_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c25_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c25_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c25_t1_a3 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c25_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c26_moves (d : nat) : rmoves (s88_board 1 1 1 (2 + d) 1) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]; T :: F :: E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; F]) []) (s88_board 1 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board 1 2 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []) (s29_board 0 2 (3 + d)) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board 0 0 2 (3 + d) 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 1 1 (2 + d) 1 y1) (Hm : meas (s88_board 1 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c26_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c26_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c26_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c26_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c27_moves (d e : nat) : rmoves (s88_board 1 1 1 (2 + d) (2 + e)) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board 1 2 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board 1 2 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 2 (3 + d) 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c27_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 2 (3 + d) (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; assert (Hp : ((Z.of_nat (3 + e) - Z.of_nat y1 = 0) \/ (- Z.of_nat (3 + e) + Z.of_nat y1 >= 1))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s88_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 1 1 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c27_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c27_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c27_t2_a1 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c27_t2_a2 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c28_moves : rmoves (s88_board 1 1 2 1 1) = [[T; F; E; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; T; F; F; E]) []) (s29_board 0 3 2) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; T; F; F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 3 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 2 1 1 y1) (Hm : meas (s88_board 1 1 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 2 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c28_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c28_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c29_moves (e : nat) : rmoves (s88_board 1 1 2 1 (2 + e)) = [T :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; T; F; F; E; F]) []) (s88_board 0 0 3 2 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; T; F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c29_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 3 2 (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 1 1 2 1 (2 + e) y1) (Hm : meas (s88_board 1 1 2 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 2 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 2 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c29_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c29_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c29_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c29_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c30_moves (d : nat) : rmoves (s88_board 1 1 2 (2 + d) 1) = [T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E]) []) (s29_board 0 3 (3 + d)) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 3 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 1 2 (2 + d) 1 y1) (Hm : meas (s88_board 1 1 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 2 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c30_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c30_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c31_moves (d e : nat) : rmoves (s88_board 1 1 2 (2 + d) (2 + e)) = [T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 3 (3 + d) 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c31_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 3 (3 + d) (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 1 1 2 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 1 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 2 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c31_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c31_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c31_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c31_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c32_moves (b : nat) : rmoves (s88_board 1 (2 + b) 0 1 0) = [T :: repeat F (3 + b) ++ [E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s159_board 1 (3 + b) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 (3 + b) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 0 1 0 y1) (Hm : meas (s88_board 1 (2 + b) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c32_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c32_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c33_moves (b : nat) : rmoves (s88_board 1 (2 + b) 1 1 0) = [T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_form_L _ (s129_board 1 (3 + b)) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b)) [(1, 2)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 1 0 y1) (Hm : meas (s88_board 1 (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c33_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c33_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c34_moves (b : nat) : rmoves (s88_board 1 (2 + b) 1 1 1) = [T :: repeat F (3 + b) ++ [T; E; E; F]; T :: repeat F (2 + b) ++ [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c34_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c34_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c34_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s88_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c34_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c34_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c34_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c34_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c34_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s88_c34_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c34_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s88_c34_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c35_moves (b e : nat) : rmoves (s88_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 1 (3 + b) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 (3 + b) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c35_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c35_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s88_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c35_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c35_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c35_t2_a1 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c35_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c35_t2_a2 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c35_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c36_moves (b d : nat) : rmoves (s88_board 1 (2 + b) 1 (2 + d) 0) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s262_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c36_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s263_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c36_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board 1 (3 + b) 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 (2 + d) 0 y1) (Hm : meas (s88_board 1 (2 + b) 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c36_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c36_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c36_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c36_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c36_t1_a3 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c36_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c37_moves (b d : nat) : rmoves (s88_board 1 (2 + b) 1 (2 + d) 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]; T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c37_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E; F]) []) (s88_board 1 (3 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c37_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board 1 (3 + b) 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c37_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (2 + b) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c37_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 (2 + d) 1 y1) (Hm : meas (s88_board 1 (2 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c37_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c37_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c37_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c37_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c37_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c37_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c37_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c37_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c38_moves (b d e : nat) : rmoves (s88_board 1 (2 + b) 1 (2 + d) (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board 1 (3 + b) 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c38_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board 1 (3 + b) 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c38_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c38_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 (2 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c38_t1_a1 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c38_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c38_t1_a2 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c38_moves b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c38_t2_a1 IH b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c38_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c38_t2_a2 IH b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c38_moves b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c39_moves (a : nat) : rmoves (s88_board (2 + a) 0 0 1 0) = [repeat T (2 + a) ++ [F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E])).
Proof.
  apply (answer_form_L _ (s157_board (2 + a) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s157_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E]) []); [strip_eq | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 0 1 0 y1) (Hm : meas (s88_board (2 + a) 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c39_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c39_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c40_moves (a : nat) : rmoves (s88_board (2 + a) 0 1 1 1) = [repeat T (2 + a) ++ [F; T; E; E; F]; repeat T (2 + a) ++ [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c40_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 1 1 y1) (Hm : meas (s88_board (2 + a) 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c40_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c40_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c40_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c40_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c41_moves (a : nat) : rmoves (s88_board (2 + a) 0 3 1 1) = [repeat T (2 + a) ++ [E; T; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board (2 + a) 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (2 + a) 3 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 1 1 y1) (Hm : meas (s88_board (2 + a) 0 3 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c41_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c41_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c42_moves (a e : nat) : rmoves (s88_board (2 + a) 0 3 1 (2 + e)) = [repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c42_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 0 3 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c42_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 0 3 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) 0 3 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c42_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c42_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c42_t1_a2 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c42_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c43_moves (a d : nat) : rmoves (s88_board (2 + a) 0 3 (2 + d) 1) = [repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c43_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s29_board (2 + a) 3 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (2 + a) 3 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) 0 3 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c43_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c43_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c44_moves (a d e : nat) : rmoves (s88_board (2 + a) 0 3 (2 + d) (2 + e)) = [repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c44_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 0 3 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c44_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 0 3 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) 0 3 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c44_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c44_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c44_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c44_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c44_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c45_moves (a : nat) : rmoves (s88_board (2 + a) 1 0 1 0) = [repeat T (2 + a) ++ [F; F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c45_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; E])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) 2 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 0 1 0 y1) (Hm : meas (s88_board (2 + a) 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c45_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c45_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c45_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c46_moves (a : nat) : rmoves (s88_board (2 + a) 1 1 1 0) = [repeat T (2 + a) ++ [F; F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c46_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E])).
Proof.
  apply (answer_form_L _ (s37_board (2 + a)) (2) _ (int ((- Z.of_nat y1) + 1)) (s37_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F]) [(1, 2)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 1 0 y1) (Hm : meas (s88_board (2 + a) 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c46_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c46_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c46_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c47_moves (a : nat) : rmoves (s88_board (2 + a) 1 1 1 1) = [repeat T (2 + a) ++ [F; F; T; E; E; F]; repeat T (2 + a) ++ [F; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c47_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s51_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s51_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) []); [strip_eq | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c47_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c47_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c47_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s56_board (2 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s56_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 1 1 y1) (Hm : meas (s88_board (2 + a) 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c47_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c47_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c47_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c47_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c47_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c47_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c47_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c47_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c47_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c48_moves (a e : nat) : rmoves (s88_board (2 + a) 1 1 1 (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e); repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c48_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c48_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s55_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s55_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; F]) []); [strip_eq | unfold s55_board; target_board_eq | strip_offset].
  - unfold s55_form; apply form_int; zlia.
  - intros HT; apply (use55 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s55_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c48_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s56_board (2 + a) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s56_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c48_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c48_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c48_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c48_t2_a1 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c48_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c48_t2_a2 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c48_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c49_moves (a d : nat) : rmoves (s88_board (2 + a) 1 1 (2 + d) 0) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c49_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s137_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) []); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c49_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s201_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) []); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c49_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board (2 + a) 2 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) 1 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c49_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c49_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c49_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c49_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c49_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c49_t1_a3 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c49_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c50_moves (a d : nat) : rmoves (s88_board (2 + a) 1 1 (2 + d) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c50_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []) (s88_board (2 + a) 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c50_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board (2 + a) 2 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c50_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c50_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c50_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c50_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c50_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c50_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c50_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c50_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s88_c50_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c50_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s88_c50_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c51_moves (a d e : nat) : rmoves (s88_board (2 + a) 1 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c51_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board (2 + a) 2 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c51_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board (2 + a) 2 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c51_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c51_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c51_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c51_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c51_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c51_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c51_moves a d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c51_t2_a1 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c51_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c51_t2_a2 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c51_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c52_moves (a : nat) : rmoves (s88_board (2 + a) 1 2 1 1) = [repeat T (2 + a) ++ [F; E; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c52_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 1 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 2 1 1 y1) (Hm : meas (s88_board (2 + a) 1 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 2 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c52_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c52_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c52_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c53_moves (a e : nat) : rmoves (s88_board (2 + a) 1 2 1 (2 + e)) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c53_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s83_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E; F]) []); [strip_eq | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c53_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s83_board (2 + a) 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 2 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 2 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 2 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 2 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c53_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c53_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c53_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c53_t1_a2 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c53_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c54_moves (a c d : nat) : rmoves (s88_board (2 + a) 1 (2 + c) (2 + d) 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c54_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 1 (2 + c) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c54_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s88_c54_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c54_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c55_moves (a c d e : nat) : rmoves (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c55_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2) \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold s88_dom; right; right; right; right; right; right; right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s88_c55_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3) \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s88_dom; right; right; right; right; right; right; right; right; right; zlia | unfold s88_dom; right; right; right; right; right; right; right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s88_c55 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c55_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2) \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2))%Z) by zlia. exact (s88_c55_t1_a1 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c55_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3) \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3))%Z) by zlia. exact (s88_c55_t1_a2 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c55_moves a c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c56_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 0 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c56_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) (3 + b) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) (3 + b) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c56 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 0 1 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c56_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c56_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c56_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c57_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 1 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c57_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) (3 + b)) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b)) [(1, 2)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c57 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 1 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c57_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c57_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c57_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c58_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c58_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c58_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c58_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c58_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c58 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c58_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c58_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c58_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c58_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c58_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c58_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s88_c58_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c58_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s88_c58_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c59_moves (a b e : nat) : rmoves (s88_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c59_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) (3 + b) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) (3 + b) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c59_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c59_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c59 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c59_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c59_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c59_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c59_t2_a1 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c59_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c59_t2_a2 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c59_moves a b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c60_moves (a b d : nat) : rmoves (s88_board (2 + a) (2 + b) 1 (2 + d) 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c60_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s262_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c60_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s263_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c60_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board (2 + a) (3 + b) 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c60 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c60_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c60_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c60_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c60_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c60_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c60_t1_a3 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c60_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c61_moves (a b d : nat) : rmoves (s88_board (2 + a) (2 + b) 1 (2 + d) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c61_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F]) []) (s88_board (2 + a) (3 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c61_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board (2 + a) (3 + b) 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c61_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (2 + b) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c61_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c61 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c61_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c61_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c61_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c61_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c61_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c61_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c61_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c61_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c61_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c62_moves (a b d e : nat) : rmoves (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c62_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board (2 + a) (3 + b) 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board (2 + a) (3 + b) 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c62_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c62_t1_a1 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c62_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c62_t1_a2 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c62_moves a b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c62_t2_a1 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c62_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c62_t2_a2 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c62_moves a b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C88 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s88_dom in Hdom.
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
            assert (c = 0) by zlia; subst c.
  exact (s88_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c2 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c3 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c4 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c5 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c6 IH c d e y1 Hdom Hm Hd Hr).
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
            assert (c = 0) by zlia; subst c.
  exact (s88_c7 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c8 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c9 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c10 IH d e y1 Hdom Hm Hd Hr).
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
            assert (b = 0) by zlia; subst b.
  exact (s88_c11 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  exact (s88_c12 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            assert (b = 0) by zlia; subst b.
  exact (s88_c13 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  exact (s88_c14 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c15 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s88_c16 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            assert (c = 1) by zlia; subst c.
  exact (s88_c17 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c18 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c19 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c20 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c21 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s88_c22 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c23 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c24 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c25 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c26 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c27 IH d e y1 Hdom Hm Hd Hr).
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
            assert (c = 0) by zlia; subst c.
  exact (s88_c28 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c29 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c30 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c31 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c32 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s88_c33 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c34 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c35 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c36 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c37 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c38 IH b d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c39 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s88_c40 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            assert (c = 1) by zlia; subst c.
  exact (s88_c41 IH a y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c42 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c43 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c44 IH a d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c45 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s88_c46 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c47 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c48 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c49 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c50 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c51 IH a d e y1 Hdom Hm Hd Hr).
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
            assert (c = 0) by zlia; subst c.
  exact (s88_c52 IH a y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c53 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s88_c54 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c55 IH a c d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c56 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s88_c57 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c58 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c59 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c60 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c61 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c62 IH a b d e y1 Hdom Hm Hd Hr).
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

Lemma s89_c1_moves : rmoves (s89_board 1 1) = [[T; F; E; T; F; T; E]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F]) [(1, 1)]) (s29_board 0 2 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 1 y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s89_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s89_dom 1 1 y1) (Hm : meas (s89_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 1 1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s89_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s89_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s89_c2_moves (b : nat) : rmoves (s89_board 1 (2 + b)) = [T :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s106_board 1) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH 1 y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s123_board 1 (2 + b)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH 1 (2 + b) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s89_dom 1 (2 + b) y1) (Hm : meas (s89_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 1 (2 + b))).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s89_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s89_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s89_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s89_c3_moves (a : nat) : rmoves (s89_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; T; F; T; E]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s89_dom (2 + a) 1 y1) (Hm : meas (s89_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board (2 + a) 1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s89_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s89_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s89_c4_moves (a b : nat) : rmoves (s89_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s106_board (2 + a)) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH (2 + a) y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s123_board (2 + a) (2 + b)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH (2 + a) (2 + b) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s89_dom (2 + a) (2 + b) y1) (Hm : meas (s89_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board (2 + a) (2 + b))).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s89_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s89_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c4_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s89_c4_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s89_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C89 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s89_dom in Hdom.
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
      exact (s89_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s89_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s90_c1_moves : rmoves (s90_board 1) = [[F; T; E; E; T; F]; [E; T; F; F; T; E]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; E; T; F]) []) (s81_board 0 0 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E]) [(1, 0)]) (s17_board 0) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s90_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s90_dom 1 y1) (Hm : meas (s90_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s90_board 1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1)) in Hg. cbn [rights] in Hg. rewrite s90_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s90_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s90_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s90_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s90_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s90_c2_moves (a : nat) : rmoves (s90_board (2 + a)) = [F :: T :: E :: E :: repeat T (2 + a) ++ [F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + a) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + a) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: repeat T (2 + a) ++ [F]) []) (s91_board 0 0 (2 + a) 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + a) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (2 + a) 1 y1); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s90_dom (2 + a) y1) (Hm : meas (s90_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s90_board (2 + a))).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s90_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s90_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s90_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s90_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C90 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s90_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s90_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s90_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s91_c1_moves (c : nat) : rmoves (s91_board 0 0 (2 + c) 1) = [].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s91_board 0 0 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board 0 0 (2 + c) 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: repeat T (4 + c) ++ [F]) []) (s134_board 0 (4 + c) 0 0) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: repeat T (4 + c) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 0 (4 + c) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 0 0 (2 + c) 1 y1) (Hm : meas (s91_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 0 0 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s91_c1_f1_a1 IH c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c2_moves (c d : nat) : rmoves (s91_board 0 0 (2 + c) (2 + d)) = [].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s91_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s91_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c3_moves (c : nat) : rmoves (s91_board 1 1 (2 + c) 1) = [T :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s132_board 1 (2 + c) 1) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH 1 (2 + c) 1 y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c3_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s91_board 1 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board 1 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) []) (s60_board 1 (3 + c) 1) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 1 1 (2 + c) 1 y1) (Hm : meas (s91_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 1 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s91_c3_f1_a2 IH c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 <= 1)%Z) by zlia. exact (s91_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s91_c3_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c4_moves (c d : nat) : rmoves (s91_board 1 1 (2 + c) (2 + d)) = [T :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s132_board 1 (2 + c) (2 + d)) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH 1 (2 + c) (2 + d) y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c4_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s91_board 1 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board 1 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s60_board 1 (3 + c) (2 + d)) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s91_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s91_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s91_c4_f1_a3 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 <= 1)%Z) by zlia. exact (s91_c4_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c4_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c5_moves (c : nat) : rmoves (s91_board 1 2 (2 + c) 1) = [T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []) (s170_board 1 1 (2 + c) 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 (2 + c) 1 y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 1 2 (2 + c) 1 y1) (Hm : meas (s91_board 1 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 2 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s91_c5_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c6_moves (c d : nat) : rmoves (s91_board 1 2 (2 + c) (2 + d)) = [T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s170_board 1 1 (2 + c) (2 + d)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 (2 + c) (2 + d) y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s91_dom 1 2 (2 + c) (2 + d) y1) (Hm : meas (s91_board 1 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 2 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c6_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c6_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c7_moves (a c : nat) : rmoves (s91_board (3 + a) 0 (2 + c) 1) = [].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c7_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (3 + a) 0 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (3 + a) 0 (2 + c) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ [F]) []) (s134_board (4 + a) (3 + c) 0 0) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + c) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s91_dom (3 + a) 0 (2 + c) 1 y1) (Hm : meas (s91_board (3 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (3 + a) 0 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c7_f1_a4 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (3 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c8_moves (a c d : nat) : rmoves (s91_board (3 + a) 0 (2 + c) (2 + d)) = [].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c8_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (3 + a) 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (3 + a) 0 (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s159_board (4 + a) 0 (3 + c) (2 + d)) (0) _ (s159_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (4 + a) 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s159_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s91_dom (3 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s91_board (3 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (3 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c8_f1_a5 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (3 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c9_moves (a c : nat) : rmoves (s91_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s132_board (2 + a) (2 + c) 1) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (2 + a) (2 + c) 1 y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c9_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (2 + a) 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (2 + a) 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) []) (s60_board (2 + a) (3 + c) 1) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s91_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s91_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c9_f1_a6 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s91_c9_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s91_c9_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c10_moves (a c d : nat) : rmoves (s91_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s132_board (2 + a) (2 + c) (2 + d)) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (2 + a) (2 + c) (2 + d) y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c10_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (2 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s60_board (2 + a) (3 + c) (2 + d)) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s91_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s91_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c10_f1_a7 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s91_c10_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c10_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c11_moves (a c : nat) : rmoves (s91_board (2 + a) 2 (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []) (s170_board (2 + a) 1 (2 + c) 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (2 + c) 1 y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s91_dom (2 + a) 2 (2 + c) 1 y1) (Hm : meas (s91_board (2 + a) 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 2 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c11_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s91_c11_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c12_moves (a c d : nat) : rmoves (s91_board (2 + a) 2 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s170_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (2 + c) (2 + d) y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s91_dom (2 + a) 2 (2 + c) (2 + d) y1) (Hm : meas (s91_board (2 + a) 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 2 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c12_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c12_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C91 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s91_dom in Hdom.
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
          exact (s91_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s91_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s91_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s91_c4 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
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
  exact (s91_c5 IH c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c6 IH c d y1 Hdom Hm Hd Hr).
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
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s91_c7 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s91_c8 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s91_c9 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s91_c10 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
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
  exact (s91_c11 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c12 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

