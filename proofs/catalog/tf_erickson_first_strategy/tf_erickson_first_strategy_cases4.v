(* tf_erickson_first_strategy_cases4: the proofs of Upper's nodes 1 to 114 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Upper.

Lemma s1_c1_moves (a b : nat) : lmoves (s1_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + b)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + b))) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + b)) []) (s2_board (2 + a) (1 + b)) (0) _ (s2_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use2 IH (2 + a) (1 + b) z1 z2 y1); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s1_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (s1_board (3 + a) (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + b)) []) (s3_board (3 + a) (1 + b)) (0) _ (s3_form z1 z2 y1)).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use3 IH (3 + a) (1 + b) z1 z2 y1); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s1_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s1_board (3 + a) (2 + b)) = mm) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (3 + a) (2 + b))) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights claim In] in Hu. destruct Hu as [<-|[]].
      { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
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

Lemma s2_c1_moves (a : nat) : lmoves (s2_board (2 + a) 1) = [repeat T (1 + a) ++ [E; T; T; F; E; F]; repeat T (2 + a) ++ [E; E; F; T; F]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E; F]) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E; F])) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s4_board 1) (0) _ (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (s4_form z1 z2 y1)).
  - apply tree_left; cbn [lefts claim In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; E; F]) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use4 IH 1 z1 z2 y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E; F]) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E; F])) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s4_board (2 + a)) (0) _ (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (s4_form z1 z2 y1)).
  - apply tree_left; cbn [lefts claim In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; E; F]) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use4 IH (2 + a) z1 z2 y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; E; F; T; F]) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; E; F; T; F])) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s5_board (2 + a)) (0) _ (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (s5_form z1 z2 y1)).
  - apply tree_left; cbn [lefts claim In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; F]) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use5 IH (2 + a) z1 z2 y1); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s2_board (2 + a) 1) = mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (s2_board (2 + a) 1)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) []) (s8_board (2 + a)) (0) _ (s8_form z1 z2 y1)).
  - unfold strip, s2_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use8 IH (2 + a) z1 z2 y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s2_dom (2 + a) 1 z1 z2 y1) (Hm : meas (s2_board (2 + a) 1) = mm) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (2 + a) 1)) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s2_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights claim In] in Hu. destruct Hu as [<-|[]].
      { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s2_c2_moves (a b : nat) : lmoves (s2_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (2 + b); repeat T (3 + a) ++ E :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (2 + b))) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s6_board (2 + a) (2 + b)) (0) _ (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (s6_form z1 z2 y1)).
  - apply tree_left; cbn [lefts claim In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use6 IH (2 + a) (2 + b) z1 z2 y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ E :: E :: F :: T :: repeat F (2 + b))) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s7_board (3 + a) (2 + b)) (0) _ (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (s7_form z1 z2 y1)).
  - apply tree_left; cbn [lefts claim In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use7 IH (3 + a) (2 + b) z1 z2 y1); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s2_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  lf (tf_game (s2_board (3 + a) (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ F :: T :: E :: E :: repeat F (2 + b)) []) (s9_board (3 + a) (2 + b)) (0) _ (s9_form z1 z2 y1)).
  - unfold strip, s2_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: T :: E :: E :: repeat F (2 + b)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use9 IH (3 + a) (2 + b) z1 z2 y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s2_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s2_board (3 + a) (2 + b)) = mm) (Hd : dd = 2) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (3 + a) (2 + b))) (add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s2_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c2_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c2_t2_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s2_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights claim In] in Hu. destruct Hu as [<-|[]].
      { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c2_f1_a2 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s2_c2 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s3_c1_moves (a : nat) : lmoves (s3_board (3 + a) 1) = [repeat T (2 + a) ++ [E; T; F; E; F]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; F; E; F])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) []) (s8_board (2 + a)) (0) _ (s8_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use8 IH (2 + a) z1 z2 y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s3_board (3 + a) 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s3_board (3 + a) 1)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; E; E; F]) []) (s10_board (3 + a)) (0) _ (s10_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E; F]) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (3 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s3_dom (3 + a) 1 z1 z2 y1) (Hm : meas (s3_board (3 + a) 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (3 + a) 1)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (3 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (3 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s3_c2_moves (a b : nat) : lmoves (s3_board (4 + a) (2 + b)) = [repeat T (3 + a) ++ E :: T :: F :: E :: repeat F (2 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ E :: T :: F :: E :: repeat F (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ F :: T :: E :: E :: repeat F (2 + b)) []) (s9_board (3 + a) (2 + b)) (0) _ (s9_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: T :: E :: E :: repeat F (2 + b)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use9 IH (3 + a) (2 + b) z1 z2 y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s3_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s3_board (4 + a) (2 + b))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [E; F; F; E; F]) []) (s11_board (4 + a) 1) (0) _ (s11_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [E; F; F; E; F]) []); [reflexivity | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (4 + a) 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s3_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s3_board (4 + a) (2 + b))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ E :: F :: F :: E :: repeat F (2 + b)) []) (s12_board (5 + a) (2 + b)) (0) _ (s12_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (5 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s3_dom (4 + a) (2 + b) z1 z2 y1) (Hm : meas (s3_board (4 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (4 + a) (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (4 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s3_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c2_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s3_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c2_f1_a2 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c2_f1_a3 IH a b z1 z2 y1 Hw Hm Hd Hr). }
 }
    }
    { exfalso; zlia. }
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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s3_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s3_c2 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s4_c1_moves : lmoves (s4_board 1) = [[E; T; T; T; F; E; F]; [T; E; T; E; F; T; F]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; T; T; F; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; E; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F; E]) []) (s13_board) (0) _ (s13_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; E]) []); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use13 IH z1 z2 y1); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; E; F; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E; T; F]) []) (s14_board) (0) _ (s14_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s14_board; target_board_eq | strip_offset].
  - unfold s14_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use14 IH z1 z2 y1); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s4_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s4_board 1)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F; F; E]) []) (s18_board) (0) _ (s18_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F; E]) []); [reflexivity | unfold s18_board; target_board_eq | strip_offset].
  - unfold s18_form; apply form_int; zlia.
  - intros HT; apply (use18 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s18_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s4_dom 1 z1 z2 y1) (Hm : meas (s4_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board 1)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board 1)) in Hg. cbn [lefts] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s4_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t2_a1 IH z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s4_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s4_c2_moves (a : nat) : lmoves (s4_board (2 + a)) = [repeat T (1 + a) ++ [E; T; T; T; F; E; F]; repeat T (2 + a) ++ [E; T; E; F; T; F]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; E; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; F; E]) []) (s15_board) (0) _ (s15_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F; E]) []); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use15 IH z1 z2 y1); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; E; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) []) (s16_board (2 + a)) (0) _ (s16_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) []); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use16 IH (2 + a) z1 z2 y1); [unfold s16_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; E; F; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []) (s17_board (2 + a)) (0) _ (s17_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use17 IH (2 + a) z1 z2 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s4_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s4_board (2 + a))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; F; F; E]) []) (s19_board (2 + a)) (0) _ (s19_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F; E]) []); [reflexivity | unfold s19_board; target_board_eq | strip_offset].
  - unfold s19_form; apply form_int; zlia.
  - intros HT; apply (use19 IH (2 + a) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s19_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s4_dom (2 + a) z1 z2 y1) (Hm : meas (s4_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board (2 + a))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_t2_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s4_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
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

Lemma s5_c1_moves (a : nat) : lmoves (s5_board (2 + a)) = [repeat T (1 + a) ++ [E; T; E; F; T; F]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E; T; F]) []) (s14_board) (0) _ (s14_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s14_board; target_board_eq | strip_offset].
  - unfold s14_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use14 IH z1 z2 y1); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []) (s17_board (2 + a)) (0) _ (s17_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use17 IH (2 + a) z1 z2 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s5_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s5_board (2 + a))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; F; E; T; F]) []) (s20_board (2 + a)) (0) _ (s20_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s5_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; F]) []); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (2 + a) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s20_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s5_dom (2 + a) z1 z2 y1) (Hm : meas (s5_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c1_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s5_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C5 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s5_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s5_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s6_c1_moves (a b : nat) : lmoves (s6_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: repeat F (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; F; E; F]) []) (s21_board 1 3 2 1) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F; E; F]) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH 1 3 2 1 z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: repeat F (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + b)) []) (s21_board (2 + a) 3 2 (1 + b)) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH (2 + a) 3 2 (1 + b) z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s22_board (2 + a) (2 + b)) (0) _ (s22_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s22_board; target_board_eq | strip_offset].
  - unfold s22_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use22 IH (2 + a) (2 + b) z1 z2 y1); [unfold s22_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s6_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s6_board (2 + a) (2 + b))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + b)) []) (s23_board (2 + a) (1 + b)) (0) _ (s23_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) (1 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s23_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s6_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s6_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s6_board (2 + a) (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s6_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t1_a2 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t2_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
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
      exact (s6_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s7_c1_moves (a b : nat) : lmoves (s7_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s22_board (2 + a) (2 + b)) (0) _ (s22_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s22_board; target_board_eq | strip_offset].
  - unfold s22_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use22 IH (2 + a) (2 + b) z1 z2 y1); [unfold s22_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s7_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s7_board (3 + a) (2 + b))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + b)) []) (s24_board (3 + a) (2 + b)) (0) _ (s24_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s24_board; target_board_eq | strip_offset].
  - unfold s24_form; apply form_int; zlia.
  - intros HT; apply (use24 IH (3 + a) (2 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s24_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s7_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s7_board (3 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s7_board (3 + a) (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s7_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s7_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s7_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s7_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s7_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C7 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s7_dom in Hdom.
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
  exact (s7_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s8_c1_moves (a : nat) : lmoves (s8_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; E; F]].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; E; F])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s25_board (2 + a)) (0) _ (s25_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s25_board; target_board_eq | strip_offset].
  - unfold s25_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use25 IH (2 + a) z1 z2 y1); [unfold s25_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s8_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (2 + a))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s26_board (2 + a)) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s26_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) []); [unfold s8_board; strip_eq | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_int; zlia.
  - intros HT; apply (use26 IH (2 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s26_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s8_dom (2 + a) z1 z2 y1) (Hm : meas (s8_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (2 + a))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s8_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s8_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s8_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s8_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C8 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s8_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s8_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s9_c1_moves (a b : nat) : lmoves (s9_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s27_board (3 + a) (2 + b)) (0) _ (add (nstar (int (0))) (int (Z.of_nat y1))) (s27_form y1)).
  - apply tree_left; cbn [lefts t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s27_board; target_board_eq | strip_offset].
  - unfold s27_form; apply form_leaf_star; zlia.
  - intros HT; apply (use27 IH (3 + a) (2 + b) y1); [unfold s27_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s9_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s9_board (3 + a) (2 + b))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; T; E; F; E; F]) []) (s28_board (3 + a) 1) (0) _ (s28_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - unfold strip, s9_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; T; E; F; E; F]) []); [reflexivity | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH (3 + a) 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s28_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s9_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s9_board (3 + a) (2 + b))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: T :: E :: F :: E :: repeat F (2 + b)) []) (s29_board (4 + a) (2 + b)) (0) _ (s29_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3)))).
  - unfold strip, s9_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: T :: E :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (4 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 3))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s9_dom (3 + a) (2 + b) z1 z2 y1) (Hm : meas (s9_board (3 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (3 + a) (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s9_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s9_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s9_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s9_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s9_c1_f1_a2 IH a b z1 z2 y1 Hw Hm Hd Hr). }
 }
    }
    { exfalso; zlia. }
Qed.

Lemma s9_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C9 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s9_dom in Hdom.
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
  exact (s9_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s10_c1_moves (a : nat) : lmoves (s10_board (3 + a)) = [repeat T (2 + a) ++ [E; F; T; E; F]].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; E; F]) []) (s30_board (2 + a)) (0) _ (s30_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; F]) []); [reflexivity | unfold s30_board; target_board_eq | strip_offset].
  - unfold s30_form; apply form_int; zlia.
  - intros HT; apply (use30 IH (2 + a) y1); [unfold s30_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s10_dom (3 + a) y1) (Hm : meas (s10_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s10_board (3 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s10_board (3 + a))) in Hg. cbn [lefts] in Hg. rewrite s10_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s10_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s10_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s10_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C10 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s10_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s10_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s11_c1_moves (a : nat) : lmoves (s11_board (4 + a) 1) = [repeat T (3 + a) ++ [E; T; F; F; E; F]].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ [E; T; F; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; T; E; F; E; F]) []) (s28_board (3 + a) 1) (0) _ (s28_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; T; E; F; E; F]) []); [reflexivity | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH (3 + a) 1 y1); [unfold s28_dom; zlia | unfold lex3; lia].
Qed.
Lemma s11_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s11_dom (4 + a) 1 y1) (Hm : meas (s11_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s11_board (4 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s11_board (4 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s11_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s11_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s11_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s11_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C11 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s11_dom in Hdom.
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
  exact (s11_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s12_c1_moves (a b : nat) : lmoves (s12_board (5 + a) (2 + b)) = [repeat T (4 + a) ++ E :: T :: F :: F :: E :: repeat F (2 + b)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ E :: T :: F :: F :: E :: repeat F (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: T :: E :: F :: E :: repeat F (2 + b)) []) (s29_board (4 + a) (2 + b)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: T :: E :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (4 + a) (2 + b) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s12_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s12_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s12_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [E; F; F; F; E; F]) []) (s31_board (5 + a) 3 1) (0) _ (s31_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s12_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [E; F; F; F; E; F]) []); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH (5 + a) 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s31_dom; zlia | unfold lex3; lia].
Qed.
Lemma s12_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (s12_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s12_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ E :: F :: F :: F :: E :: repeat F (2 + b)) []) (s32_board (6 + a) 3 (2 + b)) (0) _ (s32_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s12_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ E :: F :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s32_board; target_board_eq | strip_offset].
  - unfold s32_form; apply form_int; zlia.
  - intros HT; apply (use32 IH (6 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s32_dom; zlia | unfold lex3; lia].
Qed.
Lemma s12_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s12_dom (5 + a) (2 + b) y1) (Hm : meas (s12_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s12_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s12_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s12_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s12_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s12_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s12_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s12_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s12_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s12_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C12 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s12_dom in Hdom.
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
  exact (s12_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s13_c1_moves : lmoves (s13_board) = [].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s13_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s13_board)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s33_board) (0) _ (int (((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1)) - 1)) (s33_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; E]) []); [unfold s13_board; strip_eq | unfold s33_board; target_board_eq | strip_offset].
  - unfold s33_form; apply form_int; zlia.
  - intros HT; apply (use33 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1))); [unfold s33_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s13_dom z1 z2 y1) (Hm : meas (s13_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s13_board)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s13_board)) in Hg. cbn [lefts] in Hg. rewrite s13_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s13_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s13_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C13 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s13_dom in Hdom.
  exact (s13_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s14_c1_moves : lmoves (s14_board) = [[E; T; T; F; E; T; F]; [T; E; E; F; T; T; F]].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; F; E; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s34_board) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s34_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; T; T; F; E; T; F]) []); [strip_eq | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_leaf_int; zlia.
  - intros HT; apply (use34 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s34_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; E; F; T; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s35_board) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s35_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; E; F; T; T; F]) []); [strip_eq | unfold s35_board; target_board_eq | strip_offset].
  - unfold s35_form; apply form_leaf_int; zlia.
  - intros HT; apply (use35 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s35_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s14_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s14_board)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; E; E; T; F]) []) (s36_board) (0) _ (s36_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s14_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s14_dom z1 z2 y1) (Hm : meas (s14_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s14_board)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s14_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s14_board)) in Hg. cbn [lefts] in Hg. rewrite s14_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s14_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s14_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s14_c1_t2_a1 IH z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s14_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s14_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s14_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C14 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s14_dom in Hdom.
  exact (s14_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s15_c1_moves : lmoves (s15_board) = [[E; T; T; T; T; F; F; E]].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; F; F; E])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s37_board 4) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s37_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; F; E]) []); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_leaf_int; zlia.
  - intros HT; apply (use37 IH 4 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s15_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s15_board)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s38_board 1 3) (0) _ (int (((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1)) - 1)) (s38_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F; E]) []); [unfold s15_board; strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 3 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s15_dom z1 z2 y1) (Hm : meas (s15_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s15_board)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s15_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s15_board)) in Hg. cbn [lefts] in Hg. rewrite s15_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s15_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s15_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s15_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s15_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C15 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s15_dom in Hdom.
  exact (s15_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s16_c1_moves (a : nat) : lmoves (s16_board (2 + a)) = [repeat T (1 + a) ++ [E; T; T; T; T; F; F; E]].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 5 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; F; F; E])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s38_board 1 4) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s38_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; T; F; F; E]) []); [strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_leaf_int; zlia.
  - intros HT; apply (use38 IH 1 4 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; F; F; E])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s38_board (2 + a) 4) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s38_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; T; F; F; E]) []); [strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_leaf_int; zlia.
  - intros HT; apply (use38 IH (2 + a) 4 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s16_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s16_board (2 + a))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s38_board (2 + a) 3) (0) _ (int (((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1)) - 1)) (s38_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) []); [unfold s16_board; strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) 3 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s16_dom (2 + a) z1 z2 y1) (Hm : meas (s16_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s16_board (2 + a))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s16_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s16_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s16_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 5 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s16_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s16_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s16_c1_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s16_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s16_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s16_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C16 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s16_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s16_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s17_c1_moves (a : nat) : lmoves (s17_board (2 + a)) = [repeat T (1 + a) ++ [E; T; T; F; E; T; F]; repeat T (2 + a) ++ [E; E; F; T; T; F]].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s39_board 1) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s39_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; E; T; F]) []); [strip_eq | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_leaf_int; zlia.
  - intros HT; apply (use39 IH 1 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s17_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s39_board (2 + a)) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s39_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; E; T; F]) []); [strip_eq | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_leaf_int; zlia.
  - intros HT; apply (use39 IH (2 + a) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s17_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; E; F; T; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s40_board (2 + a)) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s40_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; T; F]) []); [strip_eq | unfold s40_board; target_board_eq | strip_offset].
  - unfold s40_form; apply form_leaf_int; zlia.
  - intros HT; apply (use40 IH (2 + a) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s40_dom; zlia | unfold lex3; lia].
Qed.
Lemma s17_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s17_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s17_board (2 + a))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []) (s41_board (2 + a)) (0) _ (s41_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s17_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s41_board; target_board_eq | strip_offset].
  - unfold s41_form; apply form_int; zlia.
  - intros HT; apply (use41 IH (2 + a) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s41_dom; zlia | unfold lex3; lia].
Qed.
Lemma s17_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s17_dom (2 + a) z1 z2 y1) (Hm : meas (s17_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s17_board (2 + a))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s17_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s17_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s17_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s17_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s17_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s17_c1_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s17_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s17_c1_t2_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s17_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s17_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s17_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C17 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s17_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s17_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s18_c1_moves : lmoves (s18_board) = [[E; T; T; T; F; F; E]].
Proof. unfold s18_board. tf_options. Qed.
Lemma s18_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s33_board) (0) _ (int ((Z.of_nat y1) - 1)) (s33_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; E]) []); [strip_eq | unfold s33_board; target_board_eq | strip_offset].
  - unfold s33_form; apply form_int; zlia.
  - intros HT; apply (use33 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s33_dom; zlia | unfold lex3; lia].
Qed.
Lemma s18_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s18_dom y1) (Hm : meas (s18_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s18_board)) (int (Z.of_nat y1)).
Proof.
  unfold s18_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s18_board)) in Hg. cbn [lefts] in Hg. rewrite s18_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 >= 1)%Z) by zlia. exact (s18_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s18_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s18_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C18 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s18_dom in Hdom.
  exact (s18_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s19_c1_moves (a : nat) : lmoves (s19_board (2 + a)) = [repeat T (1 + a) ++ [E; T; T; T; F; F; E]].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s38_board 1 3) (0) _ (int ((Z.of_nat y1) - 1)) (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F; E]) []); [strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s19_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s38_board (2 + a) 3) (0) _ (int ((Z.of_nat y1) - 1)) (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) []); [strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s19_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s19_dom (2 + a) y1) (Hm : meas (s19_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s19_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s19_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s19_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s19_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s19_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s19_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s19_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s19_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s19_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C19 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s19_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s19_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s20_c1_moves (a : nat) : lmoves (s20_board (2 + a)) = [repeat T (1 + a) ++ [E; T; F; E; T; F]].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; T; E; E; T; F]) []) (s36_board) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s20_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []) (s41_board (2 + a)) (0) _ (s41_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s41_board; target_board_eq | strip_offset].
  - unfold s41_form; apply form_int; zlia.
  - intros HT; apply (use41 IH (2 + a) y1); [unfold s41_dom; zlia | unfold lex3; lia].
Qed.
Lemma s20_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s20_dom (2 + a) y1) (Hm : meas (s20_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s20_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s20_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s20_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s20_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s20_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s20_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s20_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s20_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s20_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C20 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s20_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s20_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s21_c1_moves (b c : nat) : lmoves (s21_board 0 (3 + b) (3 + c) 0) = [].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (3 + c) = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (s21_board 0 (3 + b) (3 + c) 0) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board 0 (3 + b) (3 + c) 0)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s43_board 0 (3 + b) (3 + c) 0) (0) _ (int (((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1)) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []); [unfold s21_board; strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (3 + b) (3 + c) 0 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1))); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hdom : s21_dom 0 (3 + b) (3 + c) 0 z1 z2 y1) (Hm : meas (s21_board 0 (3 + b) (3 + c) 0) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board 0 (3 + b) (3 + c) 0)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board 0 (3 + b) (3 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s21_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (3 + c) = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s21_c1_f1_a1 IH b c z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c2_moves (b c : nat) : lmoves (s21_board 0 (4 + b) (3 + c) 1) = [].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board 0 (4 + b) (3 + c) 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board 0 (4 + b) (3 + c) 1)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ repeat F (4 + c) ++ [E]) []) (s42_board 0 (4 + b) (4 + c)) (0) _ (s42_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ repeat F (4 + c) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (4 + b) (4 + c) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hdom : s21_dom 0 (4 + b) (3 + c) 1 z1 z2 y1) (Hm : meas (s21_board 0 (4 + b) (3 + c) 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board 0 (4 + b) (3 + c) 1)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board 0 (4 + b) (3 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s21_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c2_f1_a2 IH b c z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c3_moves (b c d : nat) : lmoves (s21_board 0 (4 + b) (3 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board 0 (4 + b) (3 + c) (2 + d)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board 0 (4 + b) (3 + c) (2 + d))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (1 + d)) []) (s162_board (4 + b) (4 + c) (1 + d)) (0) _ (s162_form (Z.to_nat (- Z.of_nat y1 - Z.of_nat z1 + Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s162_board; target_board_eq | strip_offset].
  - unfold s162_form; apply form_int; zlia.
  - intros HT; apply (use162 IH (4 + b) (4 + c) (1 + d) (Z.to_nat (- Z.of_nat y1 - Z.of_nat z1 + Z.of_nat z2))); [unfold s162_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d z1 z2 y1 : nat)
  (Hdom : s21_dom 0 (4 + b) (3 + c) (2 + d) z1 z2 y1) (Hm : meas (s21_board 0 (4 + b) (3 + c) (2 + d)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board 0 (4 + b) (3 + c) (2 + d))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board 0 (4 + b) (3 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s21_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c3_f1_a3 IH b c d z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c4_moves (b c : nat) : lmoves (s21_board 1 (4 + b) (3 + c) 0) = [E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s42_board 0 (5 + b) (3 + c)) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s42_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_leaf_int; zlia.
  - intros HT; apply (use42 IH 0 (5 + b) (3 + c) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board 1 (4 + b) (3 + c) 0) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board 1 (4 + b) (3 + c) 0)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s43_board 1 (4 + b) (3 + c) 0) (0) _ (int (((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1)) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [unfold s21_board; strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 (4 + b) (3 + c) 0 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1))); [unfold s43_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hdom : s21_dom 1 (4 + b) (3 + c) 0 z1 z2 y1) (Hm : meas (s21_board 1 (4 + b) (3 + c) 0) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board 1 (4 + b) (3 + c) 0)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board 1 (4 + b) (3 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s21_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c4_t1_a1 IH b c z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c4_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c4_f1_a4 IH b c z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c5_moves (b c : nat) : lmoves (s21_board 1 (3 + b) (2 + c) 1) = [E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []) (s21_board 0 (4 + b) (3 + c) 0) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH 0 (4 + b) (3 + c) 0 z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board 1 (3 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board 1 (3 + b) (2 + c) 1)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []) (s42_board 1 (3 + b) (3 + c)) (0) _ (s42_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (3 + b) (3 + c) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c z1 z2 y1 : nat)
  (Hdom : s21_dom 1 (3 + b) (2 + c) 1 z1 z2 y1) (Hm : meas (s21_board 1 (3 + b) (2 + c) 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board 1 (3 + b) (2 + c) 1)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board 1 (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s21_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c5_t1_a1 IH b c z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c5_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c5_f1_a5 IH b c z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c6_moves (b c d : nat) : lmoves (s21_board 1 (3 + b) (2 + c) (2 + d)) = [E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s21_board 0 (4 + b) (3 + c) (1 + d)) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH 0 (4 + b) (3 + c) (1 + d) z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board 1 (3 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board 1 (3 + b) (2 + c) (2 + d))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E; F]) []) (s43_board 1 (3 + b) (3 + c) 1) (0) _ (s43_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 (3 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c6_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board 1 (3 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board 1 (3 + b) (2 + c) (2 + d))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s163_board (3 + b) (3 + c) (2 + d)) (0) _ (s163_form (Z.to_nat (- Z.of_nat y1 - Z.of_nat z1 + Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_int; zlia.
  - intros HT; apply (use163 IH (3 + b) (3 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 - Z.of_nat z1 + Z.of_nat z2))); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d z1 z2 y1 : nat)
  (Hdom : s21_dom 1 (3 + b) (2 + c) (2 + d) z1 z2 y1) (Hm : meas (s21_board 1 (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board 1 (3 + b) (2 + c) (2 + d))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board 1 (3 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s21_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c6_t1_a1 IH b c d z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c6_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c6_f1_a6 IH b c d z1 z2 y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c6_f1_a7 IH b c d z1 z2 y1 Hw Hm Hd Hr). }
 }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c7_moves (a b c : nat) : lmoves (s21_board (2 + a) (4 + b) (3 + c) 0) = [repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 (5 + b) (3 + c)) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s42_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_leaf_int; zlia.
  - intros HT; apply (use42 IH 1 (5 + b) (3 + c) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) (5 + b) (3 + c)) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s42_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_leaf_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (5 + b) (3 + c) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c7_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board (2 + a) (4 + b) (3 + c) 0) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board (2 + a) (4 + b) (3 + c) 0)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s43_board (2 + a) (4 + b) (3 + c) 0) (0) _ (int (((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1)) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [unfold s21_board; strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) (4 + b) (3 + c) 0 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1))); [unfold s43_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hdom : s21_dom (2 + a) (4 + b) (3 + c) 0 z1 z2 y1) (Hm : meas (s21_board (2 + a) (4 + b) (3 + c) 0) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board (2 + a) (4 + b) (3 + c) 0)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board (2 + a) (4 + b) (3 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s21_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c7_t1_a1 IH a b c z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c7_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c7_t1_a2 IH a b c z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c7_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (4 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) - Z.of_nat z2 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c7_f1_a8 IH a b c z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c8_moves (a b c : nat) : lmoves (s21_board (2 + a) (3 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []) (s21_board 1 (4 + b) (3 + c) 0) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH 1 (4 + b) (3 + c) 0 z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []) (s21_board (2 + a) (4 + b) (3 + c) 0) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH (2 + a) (4 + b) (3 + c) 0 z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c8_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board (2 + a) (3 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board (2 + a) (3 + b) (2 + c) 1)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []) (s42_board (2 + a) (3 + b) (3 + c)) (0) _ (s42_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (3 + b) (3 + c) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c z1 z2 y1 : nat)
  (Hdom : s21_dom (2 + a) (3 + b) (2 + c) 1 z1 z2 y1) (Hm : meas (s21_board (2 + a) (3 + b) (2 + c) 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board (2 + a) (3 + b) (2 + c) 1)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board (2 + a) (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s21_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c8_t1_a1 IH a b c z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c8_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c8_t1_a2 IH a b c z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c8_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) - Z.of_nat z2 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c8_f1_a9 IH a b c z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_c9_moves (a b c d : nat) : lmoves (s21_board (2 + a) (3 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s21_board. tf_options. Qed.
Lemma s21_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s21_board 1 (4 + b) (3 + c) (1 + d)) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH 1 (4 + b) (3 + c) (1 + d) z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: repeat F (2 + d))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s21_board (2 + a) (4 + b) (3 + c) (1 + d)) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH (2 + a) (4 + b) (3 + c) (1 + d) z1 z2 y1); [unfold s21_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c9_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board (2 + a) (3 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board (2 + a) (3 + b) (2 + c) (2 + d))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s43_board (2 + a) (3 + b) (3 + c) (1 + d)) (0) _ (s43_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) (3 + b) (3 + c) (1 + d) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s21_c9_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s21_board (2 + a) (3 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s21_board (2 + a) (3 + b) (2 + c) (2 + d))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)) []) (s164_board (2 + a) (3 + b) (3 + c) (3 + d)) (0) _ (s164_form (Z.to_nat (- Z.of_nat y1 - Z.of_nat z1 + Z.of_nat z2)))).
  - unfold strip, s21_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (2 + a) (3 + b) (3 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 - Z.of_nat z1 + Z.of_nat z2))); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s21_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d z1 z2 y1 : nat)
  (Hdom : s21_dom (2 + a) (3 + b) (2 + c) (2 + d) z1 z2 y1) (Hm : meas (s21_board (2 + a) (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s21_board (2 + a) (3 + b) (2 + c) (2 + d))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s21_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s21_board (2 + a) (3 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s21_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ - Z.of_nat (3 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c9_t1_a1 IH a b c d z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c9_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c9_t1_a2 IH a b c d z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s21_c9_moves a b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c9_f1_a10 IH a b c d z1 z2 y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat z2 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s21_c9_f1_a11 IH a b c d z1 z2 y1 Hw Hm Hd Hr). }
 }
    }
    { exfalso; zlia. }
Qed.

Lemma s21_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C21 mm dd rr.
Proof.
  intros a b c d z1 z2 y1 Hdom Hm Hd Hr. unfold s21_dom in Hdom.
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s21_c1 IH b c z1 z2 y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s21_c2 IH b c z1 z2 y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s21_c3 IH b c d z1 z2 y1 Hdom Hm Hd Hr).
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
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s21_c4 IH b c z1 z2 y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s21_c5 IH b c z1 z2 y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s21_c6 IH b c d z1 z2 y1 Hdom Hm Hd Hr).
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
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s21_c7 IH a b c z1 z2 y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s21_c8 IH a b c z1 z2 y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s21_c9 IH a b c d z1 z2 y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s22_c1_moves (a b : nat) : lmoves (s22_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s22_board. tf_options. Qed.
Lemma s22_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F; F; T; E; F]) []) (s44_board 1) (0) _ (s44_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F; T; E; F]) []); [reflexivity | unfold s44_board; target_board_eq | strip_offset].
  - unfold s44_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use44 IH 1 z1 z2 y1); [unfold s44_dom; zlia | unfold lex3; lia].
Qed.
Lemma s22_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s45_board (2 + a) (2 + b)) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s45_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s45_board; target_board_eq | strip_offset].
  - unfold s45_form; apply form_leaf_int; zlia.
  - intros HT; apply (use45 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s45_dom; zlia | unfold lex3; lia].
Qed.
Lemma s22_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s46_board (2 + a) (2 + b)) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s46_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + b)) []); [strip_eq | unfold s46_board; target_board_eq | strip_offset].
  - unfold s46_form; apply form_leaf_int; zlia.
  - intros HT; apply (use46 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s46_dom; zlia | unfold lex3; lia].
Qed.
Lemma s22_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s22_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s22_board (2 + a) (2 + b))) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s47_board (2 + a) (2 + b)) (0) _ (s47_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s22_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s47_board; target_board_eq | strip_offset].
  - unfold s47_form; apply form_int; zlia.
  - intros HT; apply (use47 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s47_dom; zlia | unfold lex3; lia].
Qed.
Lemma s22_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s22_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s22_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s22_board (2 + a) (2 + b))) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s22_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s22_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s22_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s22_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s22_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s22_c1_t1_a2 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s22_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s22_c1_t2_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s22_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + b) + Z.of_nat z2 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s22_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s22_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C22 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s22_dom in Hdom.
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
      exact (s22_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s23_c1_moves (a : nat) : lmoves (s23_board (2 + a) 1) = [repeat T (1 + a) ++ [E; T; T; T; F; F; E; F]].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; F; F; E]) []) (s42_board 1 3 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 3 3 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; F; F; E]) []) (s42_board (2 + a) 3 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 3 3 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s23_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s23_dom (2 + a) 1 y1) (Hm : meas (s23_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s23_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s23_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s23_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s23_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s23_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s23_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s23_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s23_c2_moves (a b : nat) : lmoves (s23_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + b)].
Proof. unfold s23_board. tf_options. Qed.
Lemma s23_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: F :: E :: repeat F (1 + b)) []) (s43_board (2 + a) 3 3 (1 + b)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) 3 3 (1 + b) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s23_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s23_dom (3 + a) (2 + b) y1) (Hm : meas (s23_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s23_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s23_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s23_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s23_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s23_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s23_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exact (s23_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s23_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s24_c1_moves (a b : nat) : lmoves (s24_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s24_board. tf_options. Qed.
Lemma s24_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s47_board (2 + a) (2 + b)) (0) _ (s47_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s47_board; target_board_eq | strip_offset].
  - unfold s47_form; apply form_int; zlia.
  - intros HT; apply (use47 IH (2 + a) (2 + b) y1); [unfold s47_dom; zlia | unfold lex3; lia].
Qed.
Lemma s24_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s24_dom (3 + a) (2 + b) y1) (Hm : meas (s24_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s24_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s24_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s24_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s24_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s24_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s24_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s24_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C24 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s24_dom in Hdom.
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
  exact (s24_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s25_c1_moves : lmoves (s25_board 1) = [[E; F; T; T; F; E]; [T; F; E; E; F; T]].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; E]) []) (s69_board 2) (0) _ (s69_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E]) []); [reflexivity | unfold s69_board; target_board_eq | strip_offset].
  - unfold s69_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use69 IH 2 z1 z2 y1); [unfold s69_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s165_board) (0) _ (add (nstar (int (0))) (int (Z.of_nat y1))) (s165_form y1)).
  - apply tree_left; cbn [lefts t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 0)]); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_leaf_star; zlia.
  - intros HT; apply (use165 IH y1); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s25_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s25_board 1)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s49_board 1) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s49_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [unfold s25_board; strip_eq | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s25_dom 1 z1 z2 y1) (Hm : meas (s25_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s25_board 1)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s25_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s25_board 1)) in Hg. cbn [lefts] in Hg. rewrite s25_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s25_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s25_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s25_c1_t2_a1 IH z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s25_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s25_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s25_c2_moves (a : nat) : lmoves (s25_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; T; F; E]; repeat T (2 + a) ++ [F; E; E; F; T]].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; E]) []) (s48_board 1 2) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E]) []); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH 1 2 z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []) (s48_board (2 + a) 2) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH (2 + a) 2 z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; F; E]) [(1, 0)]) (s48_board (2 + a) 0) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E]) [(1, 0)]); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH (2 + a) 0 z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s25_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s25_board (2 + a))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s49_board (2 + a)) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s49_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [unfold s25_board; strip_eq | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s25_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s25_dom (2 + a) z1 z2 y1) (Hm : meas (s25_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s25_board (2 + a))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s25_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s25_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s25_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s25_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s25_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s25_c2_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s25_c2_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s25_c2_t2_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s25_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s25_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s25_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C25 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s25_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s25_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s25_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s26_c1_moves (a : nat) : lmoves (s26_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; E; F]].
Proof. unfold s26_board. tf_options. Qed.
Lemma s26_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s49_board (2 + a)) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s26_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s26_dom (2 + a) y1) (Hm : meas (s26_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s26_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s26_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s26_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s26_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s26_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s26_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s26_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C26 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s26_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s26_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s27_c1_moves (a b : nat) : lmoves (s27_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: F :: T :: T :: E :: repeat F (2 + b); repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + b)].
Proof. unfold s27_board. tf_options. Qed.
Lemma s27_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ E :: F :: T :: T :: E :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: E :: repeat F (2 + b)) []) (s50_board (2 + a) 2 (2 + b)) (0) _ (s50_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s50_board; target_board_eq | strip_offset].
  - unfold s50_form; apply form_star; zlia.
  - intros HT; apply (use50 IH (2 + a) 2 (2 + b) y1); [unfold s50_dom; zlia | unfold lex3; lia].
Qed.
Lemma s27_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + b)) []) (s51_board (3 + a) (1 + b)) (0) _ (s51_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_star; zlia.
  - intros HT; apply (use51 IH (3 + a) (1 + b) y1); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s27_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s27_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s27_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + b)) []) (s52_board (3 + a) (1 + b)) (0) _ (s52_form y1)).
  - unfold strip, s27_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (3 + a) (1 + b) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s27_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s27_dom (3 + a) (2 + b) y1) (Hm : meas (s27_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s27_board (3 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s27_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s27_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s27_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s27_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s27_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s27_c1_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s27_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s27_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
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

Lemma s28_c1_moves (a : nat) : lmoves (s28_board (3 + a) 1) = [repeat T (3 + a) ++ [F; E; T; F; E; F]].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ [F; E; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; F; T; E; E; F]) []) (s53_board (3 + a) 2) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; T; E; E; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (3 + a) 2 y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s28_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s28_dom (3 + a) 1 y1) (Hm : meas (s28_board (3 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s28_board (3 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s28_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s28_board (3 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s28_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s28_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s28_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s28_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s29_c1_moves (a b : nat) : lmoves (s29_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + b)].
Proof. unfold s29_board. tf_options. Qed.
Lemma s29_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + b)) []) (s54_board (4 + a) (2 + b)) (0) _ (s54_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + b)) []); [reflexivity | unfold s54_board; target_board_eq | strip_offset].
  - unfold s54_form; apply form_int; zlia.
  - intros HT; apply (use54 IH (4 + a) (2 + b) y1); [unfold s54_dom; zlia | unfold lex3; lia].
Qed.
Lemma s29_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s29_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s29_board (4 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; T; F; E; E; F; F]) []) (s55_board (4 + a) 2) (0) _ (s55_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s29_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; T; F; E; E; F; F]) []); [reflexivity | unfold s55_board; target_board_eq | strip_offset].
  - unfold s55_form; apply form_int; zlia.
  - intros HT; apply (use55 IH (4 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s55_dom; zlia | unfold lex3; lia].
Qed.
Lemma s29_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (s29_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s29_board (4 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: T :: F :: E :: E :: repeat F (3 + b)) []) (s56_board (5 + a) (3 + b)) (0) _ (s56_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s29_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: T :: F :: E :: E :: repeat F (3 + b)) []); [reflexivity | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (5 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s29_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s29_dom (4 + a) (2 + b) y1) (Hm : meas (s29_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s29_board (4 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s29_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s29_board (4 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s29_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s29_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s29_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s29_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s29_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s29_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C29 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s29_dom in Hdom.
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
  exact (s29_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s30_c1_moves (a : nat) : lmoves (s30_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; T; E; F]; repeat T (2 + a) ++ [F; E; E; T; F]].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; E; F]) []) (s57_board 1 2) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 1 2 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s30_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; E; F]) []) (s57_board (2 + a) 2) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s30_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]) (s58_board (2 + a)) (1) _ (s58_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_int; zlia.
  - intros HT; apply (use58 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s30_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s30_dom (2 + a) y1) (Hm : meas (s30_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s30_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s30_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s30_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s30_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s30_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s30_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s30_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s30_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s30_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s30_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s30_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C30 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s30_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s30_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s31_c1_moves (a b : nat) : lmoves (s31_board (5 + a) (3 + b) 1) = [repeat T (4 + a) ++ E :: T :: repeat F (3 + b) ++ [E; F]].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: repeat F (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ E :: T :: repeat F (3 + b) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: T :: E :: repeat F (2 + b) ++ [E; F]) []) (s59_board (4 + a) (2 + b) 1) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: T :: E :: repeat F (2 + b) ++ [E; F]) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH (4 + a) (2 + b) 1 y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s31_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s31_dom (5 + a) (3 + b) 1 y1) (Hm : meas (s31_board (5 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s31_board (5 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s31_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s31_board (5 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s31_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s31_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s31_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s31_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C31 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s31_dom in Hdom.
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
  exact (s31_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s32_c1_moves (a b c : nat) : lmoves (s32_board (6 + a) (3 + b) (2 + c)) = [repeat T (5 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)].
Proof. unfold s32_board. tf_options. Qed.
Lemma s32_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ E :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: T :: E :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []) (s60_board (5 + a) (2 + b) (2 + c)) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: T :: E :: repeat F (2 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (5 + a) (2 + b) (2 + c) y1); [unfold s60_dom; zlia | unfold lex3; lia].
Qed.
Lemma s32_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s32_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s32_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ E :: repeat F (4 + b) ++ [E; F]) []) (s31_board (6 + a) (4 + b) 1) (0) _ (s31_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s32_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ E :: repeat F (4 + b) ++ [E; F]) []); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH (6 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s31_dom; zlia | unfold lex3; lia].
Qed.
Lemma s32_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (s32_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s32_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ E :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []) (s32_board (7 + a) (4 + b) (2 + c)) (0) _ (s32_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s32_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ E :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s32_board; target_board_eq | strip_offset].
  - unfold s32_form; apply form_int; zlia.
  - intros HT; apply (use32 IH (7 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s32_dom; zlia | unfold lex3; lia].
Qed.
Lemma s32_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s32_dom (6 + a) (3 + b) (2 + c) y1) (Hm : meas (s32_board (6 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s32_board (6 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s32_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s32_board (6 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s32_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s32_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s32_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s32_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s32_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s32_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C32 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s32_dom in Hdom.
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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s32_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s33_c1_moves : lmoves (s33_board) = [].
Proof. unfold s33_board. tf_options. Qed.
Lemma s33_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s33_dom y1) (Hm : meas (s33_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s33_board)) (int (Z.of_nat y1)).
Proof.
  unfold s33_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s33_board)) in Hg. cbn [lefts] in Hg. rewrite s33_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s33_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C33 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s33_dom in Hdom.
  exact (s33_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s34_c1_moves : lmoves (s34_board) = [[E; T; E; F; T; T; F]].
Proof. unfold s34_board. tf_options. Qed.
Lemma s34_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E; T; T; F]) []) (s61_board 1 2) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 2 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s34_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s34_dom y1) (Hm : meas (s34_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s34_board)) (int (Z.of_nat y1)).
Proof.
  unfold s34_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s34_board)) in Hg. cbn [lefts] in Hg. rewrite s34_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s34_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s34_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s34_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C34 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s34_dom in Hdom.
  exact (s34_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s35_c1_moves : lmoves (s35_board) = [[E; T; E; F; T; T; F]].
Proof. unfold s35_board. tf_options. Qed.
Lemma s35_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (True)%Z) (Hm : (meas ([E; T; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E; T; T; F]) []) (s61_board 1 2) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 2 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s35_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s35_dom y1) (Hm : meas (s35_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s35_board)) (int (Z.of_nat y1)).
Proof.
  unfold s35_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s35_board)) in Hg. cbn [lefts] in Hg. rewrite s35_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (True)%Z) by zlia. exact (s35_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s35_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s35_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C35 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s35_dom in Hdom.
  exact (s35_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s36_c1_moves : lmoves (s36_board) = [[T; F; E; T; E; T; F]].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F]) [(1, 1)]) (s49_board 1) (1) _ (s49_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s36_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s36_dom y1) (Hm : meas (s36_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s36_board)) (int (Z.of_nat y1)).
Proof.
  unfold s36_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s36_board)) in Hg. cbn [lefts] in Hg. rewrite s36_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s36_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s36_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s36_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C36 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s36_dom in Hdom.
  exact (s36_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s37_c1_moves (a : nat) : lmoves (s37_board (2 + a)) = [].
Proof. unfold s37_board. tf_options. Qed.
Lemma s37_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s37_dom (2 + a) y1) (Hm : meas (s37_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s37_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s37_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s37_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s37_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s37_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C37 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s37_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s37_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s38_c1_moves (b : nat) : lmoves (s38_board 1 (3 + b)) = [E :: repeat T (4 + b) ++ [F; F; E]].
Proof. unfold s38_board. tf_options. Qed.
Lemma s38_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ [F; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s37_board (4 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ [F; F; E]) []); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s38_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s38_dom 1 (3 + b) y1) (Hm : meas (s38_board 1 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s38_board 1 (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s38_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s38_board 1 (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s38_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s38_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s38_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s38_c2_moves (a b : nat) : lmoves (s38_board (2 + a) (3 + b)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; F; E]].
Proof. unfold s38_board. tf_options. Qed.
Lemma s38_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s38_board 1 (4 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ [F; F; E]) []); [strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s38_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s38_board (2 + a) (4 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; E]) []); [strip_eq | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s38_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s38_dom (2 + a) (3 + b) y1) (Hm : meas (s38_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s38_board (2 + a) (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s38_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s38_board (2 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s38_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s38_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s38_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s38_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s38_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s38_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C38 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s38_dom in Hdom.
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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s38_c1 IH b y1 Hdom Hm Hd Hr).
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
  exact (s38_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s39_c1_moves : lmoves (s39_board 1) = [[E; T; T; T; F; E; T; F]; [T; E; T; E; F; T; T; F]].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F]) [(1, 1)]) (s33_board) (1) _ (s33_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s33_board; target_board_eq | strip_offset].
  - unfold s33_form; apply form_int; zlia.
  - intros HT; apply (use33 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s33_dom; zlia | unfold lex3; lia].
Qed.
Lemma s39_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; T; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E; T; T; F]) []) (s62_board 1 1 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s39_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s39_dom 1 y1) (Hm : meas (s39_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s39_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s39_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s39_board 1)) in Hg. cbn [lefts] in Hg. rewrite s39_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s39_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s39_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s39_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s39_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s39_c2_moves (a : nat) : lmoves (s39_board (2 + a)) = [repeat T (1 + a) ++ [E; T; T; T; F; E; T; F]; repeat T (2 + a) ++ [E; T; E; F; T; T; F]].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; F]) [(1, 1)]) (s38_board 1 3) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s39_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; F]) [(1, 1)]) (s38_board (2 + a) 3) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s39_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []) (s62_board (2 + a) 1 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s39_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s39_dom (2 + a) y1) (Hm : meas (s39_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s39_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s39_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s39_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s39_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s39_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s39_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s39_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s39_c2_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s39_c2_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s39_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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

Lemma s40_c1_moves (a : nat) : lmoves (s40_board (2 + a)) = [repeat T (1 + a) ++ [E; T; E; F; T; T; F]].
Proof. unfold s40_board. tf_options. Qed.
Lemma s40_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E; T; T; F]) []) (s62_board 1 1 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s40_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []) (s62_board (2 + a) 1 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s40_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s40_dom (2 + a) y1) (Hm : meas (s40_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s40_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s40_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s40_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s40_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s40_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s40_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s40_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s40_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s40_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C40 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s40_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s40_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s41_c1_moves (a : nat) : lmoves (s41_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; E; T; F]].
Proof. unfold s41_board. tf_options. Qed.
Lemma s41_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]) (s49_board (2 + a)) (1) _ (s49_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s41_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s41_dom (2 + a) y1) (Hm : meas (s41_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s41_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s41_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s41_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s41_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s41_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s41_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s41_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C41 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s41_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s41_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s42_c1_moves : lmoves (s42_board 0 1 1) = [[E; E; F; T]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([E]) [(1, 0)]) (s166_board) (-1) _ (s166_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (1 + y1)); [unfold s166_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s42_dom 0 1 1 y1) (Hm : meas (s42_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s42_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s42_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c2_moves (c : nat) : lmoves (s42_board 0 1 (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s42_dom 0 1 (2 + c) y1) (Hm : meas (s42_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 0 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 0 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s42_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c3_moves (b : nat) : lmoves (s42_board 0 (2 + b) 1) = [E :: repeat T (1 + b) ++ [E; F; T]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 0)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s42_board 0 (2 + b) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s42_dom 0 (2 + b) 1 y1) (Hm : meas (s42_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 0 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 0 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s42_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s42_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c3_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s42_c3_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c4_moves (b c : nat) : lmoves (s42_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s42_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s42_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 0 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 0 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s42_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c5_moves : lmoves (s42_board 1 1 1) = [[E; T; T; F; E]; [T; E; E; F; T]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s53_board 0 0) (0) _ (int ((Z.of_nat y1) - 1)) (s53_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s53_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s42_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s42_dom 1 1 1 y1) (Hm : meas (s42_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s42_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s42_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s42_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s42_c5_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s42_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c6_moves (c : nat) : lmoves (s42_board 1 1 (2 + c)) = [E :: T :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s42_dom 1 1 (2 + c) y1) (Hm : meas (s42_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s42_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s42_c6_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s42_c6_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c7_moves (b : nat) : lmoves (s42_board 1 (2 + b) 1) = [E :: repeat T (3 + b) ++ [F; E]; T :: E :: repeat T (1 + b) ++ [E; F; T]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (3 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E]) [(1, 0)]) (s42_board 1 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s42_board 1 (2 + b) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (2 + b) 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s42_dom 1 (2 + b) 1 y1) (Hm : meas (s42_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s42_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s42_c7_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s42_c7_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s42_c7_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s42_c7_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s42_c7_t2_a2 IH b y1 Hw (move_below_l _ _ 1 _ _ (s42_c7_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c8_moves (b c : nat) : lmoves (s42_board 1 (2 + b) (2 + c)) = [E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s42_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s42_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s42_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s42_c8_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s42_c8_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c9_moves (a : nat) : lmoves (s42_board (2 + a) 1 1) = [repeat T (1 + a) ++ [E; T; T; F; E]; repeat T (2 + a) ++ [E; E; F; T]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s89_board (2 + a) 0 0) (0) _ (int ((Z.of_nat y1) - 1)) (s89_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [strip_eq | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s89_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s42_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s42_dom (2 + a) 1 1 y1) (Hm : meas (s42_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board (2 + a) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board (2 + a) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s42_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s42_c9_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s42_c9_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c9_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s42_c9_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c9_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s42_c9_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c10_moves (a c : nat) : lmoves (s42_board (2 + a) 1 (2 + c)) = [repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: repeat F (2 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s42_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s42_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s42_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s42_c10_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s42_c10_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s42_c10_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s42_c10_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c11_moves (a b : nat) : lmoves (s42_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E]; repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 (3 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ [F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) (3 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ [F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]) (s42_board (2 + a) 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c11_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s42_board (2 + a) (2 + b) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s42_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s42_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s42_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s42_c11_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s42_c11_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c11_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s42_c11_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c11_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s42_c11_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s42_c11_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s42_c11_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_c12_moves (a b c : nat) : lmoves (s42_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]].
Proof. unfold s42_board. tf_options. Qed.
Lemma s42_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s42_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s42_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s42_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s42_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s42_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s42_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s42_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s42_c12_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s42_c12_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s42_c12_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s42_c12_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s42_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C42 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s42_dom in Hdom.
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
        exact (s42_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s42_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s42_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s42_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s42_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s42_c6 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s42_c7 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s42_c8 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s42_c9 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s42_c10 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s42_c11 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s42_c12 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s43_c1_moves (b : nat) : lmoves (s43_board 0 (3 + b) 0 1) = [E :: repeat T (2 + b) ++ [E; T; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s42_board 0 (2 + b) 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s43_dom 0 (3 + b) 0 1 y1) (Hm : meas (s43_board 0 (3 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 0 (3 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 0 (3 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s43_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s43_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c2_moves (b : nat) : lmoves (s43_board 0 (3 + b) 1 1) = [E :: repeat T (2 + b) ++ [E; F; T; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 <= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s61_board (2 + b) 1) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + b) 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s43_dom 0 (3 + b) 1 1 y1) (Hm : meas (s43_board 0 (3 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 0 (3 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 0 (3 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 <= 1)%Z) by zlia. exact (s43_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s43_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c3_moves (b d : nat) : lmoves (s43_board 0 (3 + b) 1 (2 + d)) = [E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + d)].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)) []) (s62_board 0 (2 + b) 1 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (2 + b) 1 (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s43_dom 0 (3 + b) 1 (2 + d) y1) (Hm : meas (s43_board 0 (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 0 (3 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 0 (3 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s43_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s43_c3_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s43_c3_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c4_moves (b c : nat) : lmoves (s43_board 0 (3 + b) (3 + c) 0) = [].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s43_dom 0 (3 + b) (3 + c) 0 y1) (Hm : meas (s43_board 0 (3 + b) (3 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 0 (3 + b) (3 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 0 (3 + b) (3 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s43_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c5_moves (b c : nat) : lmoves (s43_board 0 (3 + b) (2 + c) 1) = [].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s43_dom 0 (3 + b) (2 + c) 1 y1) (Hm : meas (s43_board 0 (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 0 (3 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 0 (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c6_moves : lmoves (s43_board 1 3 0 1) = [[E; T; T; T; T; E; F]; [T; E; T; T; E; T; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([E; T; T; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; T; F; E]) []) (s42_board 0 4 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 4 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; E; T; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F]) [(1, 1)]) (s42_board 1 2 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s43_dom 1 3 0 1 y1) (Hm : meas (s43_board 1 3 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 1 3 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 1 3 0 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s43_c6_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s43_c6_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s43_c6_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s43_c6_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c7_moves : lmoves (s43_board 1 4 1 1) = [[E; T; T; T; T; T; F; E; F]; [T; E; T; T; T; E; F; T; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([E; T; T; T; T; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; T; T; F; F; E]) []) (s37_board 5) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; T; F; F; E]) []); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 5 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; E; T; T; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; E; T; F]) []) (s62_board 1 3 1 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; E; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 3 1 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s43_dom 1 4 1 1 y1) (Hm : meas (s43_board 1 4 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 1 4 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 1 4 1 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s43_c7_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s43_c7_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s43_c7_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s43_c7_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c8_moves (b c : nat) : lmoves (s43_board 1 (3 + b) (3 + c) 0) = [E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat (3 + c) <= 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (4 + b) (3 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (4 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s43_dom 1 (3 + b) (3 + c) 0 y1) (Hm : meas (s43_board 1 (3 + b) (3 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 1 (3 + b) (3 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 1 (3 + b) (3 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s43_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat (3 + c) <= 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s43_c8_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s43_c8_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c9_moves (b c : nat) : lmoves (s43_board 1 (3 + b) (2 + c) 1) = [E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []) (s42_board 0 (4 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (4 + b) (3 + c) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s43_dom 1 (3 + b) (2 + c) 1 y1) (Hm : meas (s43_board 1 (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board 1 (3 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board 1 (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s43_c9_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s43_c9_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c10_moves (a : nat) : lmoves (s43_board (2 + a) 3 0 1) = [repeat T (1 + a) ++ [E; T; T; T; T; E; F]; repeat T (2 + a) ++ [E; T; T; E; T; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; T; F; E]) []) (s42_board 1 4 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 4 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; T; F; E]) []) (s42_board (2 + a) 4 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 4 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; F]) [(1, 1)]) (s42_board (2 + a) 2 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s43_dom (2 + a) 3 0 1 y1) (Hm : meas (s43_board (2 + a) 3 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board (2 + a) 3 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board (2 + a) 3 0 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s43_c10_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s43_c10_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s43_c10_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s43_c10_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s43_c10_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s43_c10_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c11_moves (a : nat) : lmoves (s43_board (2 + a) 4 1 1) = [repeat T (1 + a) ++ [E; T; T; T; T; T; F; E; F]; repeat T (2 + a) ++ [E; T; T; T; E; F; T; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; T; T; F; F; E]) []) (s38_board 1 5) (0) _ (s38_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; T; T; F; F; E]) []); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 5 y1); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; T; T; F; F; E]) []) (s38_board (2 + a) 5) (0) _ (s38_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; T; T; F; F; E]) []); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) 5 y1); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; T; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; E; T; F]) []) (s62_board (2 + a) 3 1 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; E; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 3 1 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s43_dom (2 + a) 4 1 1 y1) (Hm : meas (s43_board (2 + a) 4 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board (2 + a) 4 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board (2 + a) 4 1 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s43_c11_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s43_c11_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s43_c11_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s43_c11_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s43_c11_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s43_c11_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c12_moves (a b c : nat) : lmoves (s43_board (2 + a) (4 + b) (3 + c) 0) = [repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 (5 + b) (3 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (5 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) (5 + b) (3 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (5 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s43_dom (2 + a) (4 + b) (3 + c) 0 y1) (Hm : meas (s43_board (2 + a) (4 + b) (3 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board (2 + a) (4 + b) (3 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board (2 + a) (4 + b) (3 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s43_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s43_c12_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s43_c12_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) - Z.of_nat (3 + c) = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s43_c12_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s43_c12_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c13_moves (a b c : nat) : lmoves (s43_board (2 + a) (3 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []) (s42_board 1 (4 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (4 + b) (3 + c) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 5 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []) (s42_board (2 + a) (4 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (4 + b) (3 + c) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s43_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s43_dom (2 + a) (3 + b) (2 + c) 1 y1) (Hm : meas (s43_board (2 + a) (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board (2 + a) (3 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board (2 + a) (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s43_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s43_c13_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s43_c13_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 5 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s43_c13_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s43_c13_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_c14_moves (a b c d : nat) : lmoves (s43_board (2 + a) (3 + b) (3 + c) (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s43_board. tf_options. Qed.
Lemma s43_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ repeat F (4 + c) ++ [E; F]) []) (s43_board 1 (4 + b) (4 + c) 1) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (4 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 (4 + b) (4 + c) 1 y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s43_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (1 + d)) []) (s43_board (2 + a) (4 + b) (4 + c) (1 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) (4 + b) (4 + c) (1 + d) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s43_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s43_dom (2 + a) (3 + b) (3 + c) (2 + d) y1) (Hm : meas (s43_board (2 + a) (3 + b) (3 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s43_board (2 + a) (3 + b) (3 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s43_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s43_board (2 + a) (3 + b) (3 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s43_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s43_c14_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s43_c14_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s43_c14_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s43_c14_moves a b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s43_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C43 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s43_dom in Hdom.
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s43_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
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
  exact (s43_c2 IH b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s43_c3 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s43_c4 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s43_c5 IH b c y1 Hdom Hm Hd Hr).
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
          assert (b = 1) by zlia; subst b.
  exact (s43_c6 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (b = 2) by zlia; subst b.
  exact (s43_c7 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s43_c8 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s43_c9 IH b c y1 Hdom Hm Hd Hr).
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
          assert (b = 1) by zlia; subst b.
  exact (s43_c10 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (b = 2) by zlia; subst b.
  exact (s43_c11 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s43_c12 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s43_c13 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s43_c14 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s44_c1_moves : lmoves (s44_board 1) = [[E; T; T; T; F; F; T; E; F]; [T; E; T; T; F; F; E; T; F]].
Proof. unfold s44_board. tf_options. Qed.
Lemma s44_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; T; T; F; F; T; E; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; T; E; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F; T; F; E]) []) (s63_board) (0) _ (s63_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; T; F; E]) []); [reflexivity | unfold s63_board; target_board_eq | strip_offset].
  - unfold s63_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use63 IH z1 z2 y1); [unfold s63_dom; zlia | unfold lex3; lia].
Qed.
Lemma s44_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; F; F; E; T; F])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s64_board 1 2 2 1 1) (0) _ (add (int ((Z.of_nat z1) - 3)) (int (Z.of_nat y1))) (s64_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3)))).
  - apply tree_left; cbn [lefts t1 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F; E; T; F]) []); [strip_eq | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_leaf_int; zlia.
  - intros HT; apply (use64 IH 1 2 2 1 1 (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - 3))); [unfold s64_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s44_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s44_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s44_board 1)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F; F; T; F; E]) []) (s65_board) (0) _ (s65_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2)))).
  - unfold strip, s44_board; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F; T; F; E]) []); [reflexivity | unfold s65_board; target_board_eq | strip_offset].
  - unfold s65_form; apply form_int; zlia.
  - intros HT; apply (use65 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2))); [unfold s65_dom; zlia | unfold lex3; lia].
Qed.
Lemma s44_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s44_dom 1 z1 z2 y1) (Hm : meas (s44_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s44_board 1)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s44_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s44_board 1)) in Hg. cbn [lefts] in Hg. rewrite s44_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s44_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s44_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s44_c1_t2_a1 IH z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s44_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s44_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s44_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C44 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s44_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s44_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exfalso; zlia.
  }
Qed.

Lemma s45_c1_moves (b : nat) : lmoves (s45_board 0 (2 + b)) = [E :: T :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s62_board 0 1 2 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 2 (2 + b) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s45_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s45_dom 0 (2 + b) y1) (Hm : meas (s45_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s45_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s45_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s45_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s45_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s45_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s45_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s45_c2_moves (b : nat) : lmoves (s45_board 1 (2 + b)) = [E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b); T :: E :: T :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + b)) []) (s67_board 0 (1 + b)) (0) _ (s67_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s67_board; target_board_eq | strip_offset].
  - unfold s67_form; apply form_int; zlia.
  - intros HT; apply (use67 IH 0 (1 + b) y1); [unfold s67_dom; zlia | unfold lex3; lia].
Qed.
Lemma s45_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: T :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s62_board 1 1 2 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 2 (2 + b) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s45_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s45_dom 1 (2 + b) y1) (Hm : meas (s45_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s45_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s45_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s45_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s45_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s45_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s45_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s45_c2_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s45_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s45_c3_moves (a b : nat) : lmoves (s45_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s45_board. tf_options. Qed.
Lemma s45_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + b)) []) (s66_board (1 + b)) (0) _ (s66_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s66_board; target_board_eq | strip_offset].
  - unfold s66_form; apply form_int; zlia.
  - intros HT; apply (use66 IH (1 + b) y1); [unfold s66_dom; zlia | unfold lex3; lia].
Qed.
Lemma s45_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + b)) []) (s67_board (2 + a) (1 + b)) (0) _ (s67_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s67_board; target_board_eq | strip_offset].
  - unfold s67_form; apply form_int; zlia.
  - intros HT; apply (use67 IH (2 + a) (1 + b) y1); [unfold s67_dom; zlia | unfold lex3; lia].
Qed.
Lemma s45_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s62_board (2 + a) 1 2 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 2 (2 + b) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s45_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s45_dom (2 + a) (2 + b) y1) (Hm : meas (s45_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s45_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s45_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s45_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s45_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s45_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s45_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s45_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s45_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s45_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s45_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s45_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C45 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s45_dom in Hdom.
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
      exact (s45_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s45_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s45_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s46_c1_moves (b : nat) : lmoves (s46_board 1 (2 + b)) = [E :: T :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s46_board. tf_options. Qed.
Lemma s46_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: T :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s62_board 0 1 2 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 2 (2 + b) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s46_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s46_dom 1 (2 + b) y1) (Hm : meas (s46_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s46_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s46_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s46_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s46_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s46_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s46_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s46_c2_moves (a b : nat) : lmoves (s46_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s46_board. tf_options. Qed.
Lemma s46_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s62_board 1 1 2 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 2 (2 + b) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s46_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s62_board (2 + a) 1 2 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 2 (2 + b) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s46_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s46_dom (2 + a) (2 + b) y1) (Hm : meas (s46_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s46_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s46_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s46_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s46_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s46_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s46_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s46_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s46_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exact (s46_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s46_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s47_c1_moves (a b : nat) : lmoves (s47_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s47_board. tf_options. Qed.
Lemma s47_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []) (s68_board (2 + a) (1 + b)) (0) _ (s68_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s68_board; target_board_eq | strip_offset].
  - unfold s68_form; apply form_int; zlia.
  - intros HT; apply (use68 IH (2 + a) (1 + b) y1); [unfold s68_dom; zlia | unfold lex3; lia].
Qed.
Lemma s47_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s47_dom (2 + a) (2 + b) y1) (Hm : meas (s47_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s47_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s47_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s47_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s47_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s47_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s47_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s47_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C47 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s47_dom in Hdom.
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
      exact (s47_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s48_c1_moves : lmoves (s48_board 1 0) = [[E; F; T; F; E]].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; F; E]) []) (s69_board 1) (0) _ (s69_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s69_board; target_board_eq | strip_offset].
  - unfold s69_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use69 IH 1 z1 z2 y1); [unfold s69_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s48_board 1 0) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s48_board 1 0)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; E]) []) (s71_board 1) (0) _ (s71_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - unfold strip, s48_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; E]) []); [reflexivity | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s48_dom 1 0 z1 z2 y1) (Hm : meas (s48_board 1 0) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s48_board 1 0)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s48_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s48_board 1 0)) in Hg. cbn [lefts] in Hg. rewrite s48_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s48_c2_moves : lmoves (s48_board 1 1) = [[E; F; T; T; F; E]; [T; F; E; E; F; T]].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; E]) []) (s69_board 2) (0) _ (s69_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E]) []); [reflexivity | unfold s69_board; target_board_eq | strip_offset].
  - unfold s69_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use69 IH 2 z1 z2 y1); [unfold s69_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s165_board) (0) _ (add (nstar (int (0))) (int (Z.of_nat y1))) (s165_form y1)).
  - apply tree_left; cbn [lefts t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 0)]); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_leaf_star; zlia.
  - intros HT; apply (use165 IH y1); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s48_board 1 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s48_board 1 1)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s49_board 1) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s49_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [unfold s48_board; strip_eq | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s48_dom 1 1 z1 z2 y1) (Hm : meas (s48_board 1 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s48_board 1 1)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s48_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s48_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s48_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c2_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c2_t2_a1 IH z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s48_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c2_f1_a2 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s48_c3_moves (b : nat) : lmoves (s48_board 1 (2 + b)) = [E :: F :: repeat T (3 + b) ++ [F; E]; T :: F :: E :: repeat T (1 + b) ++ [E; F; T]].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E]) []) (s69_board (3 + b)) (0) _ (s69_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s69_board; target_board_eq | strip_offset].
  - unfold s69_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use69 IH (3 + b) z1 z2 y1); [unfold s69_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E]) [(1, 0)]) (s25_board 1) (0) _ (s25_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s25_board; target_board_eq | strip_offset].
  - unfold s25_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use25 IH 1 z1 z2 y1); [unfold s25_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s48_board 1 (2 + b)) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH 1 (2 + b) z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s48_board 1 (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s48_board 1 (2 + b))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s70_board 1 (2 + b)) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s70_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E]) []); [unfold s48_board; strip_eq | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hdom : s48_dom 1 (2 + b) z1 z2 y1) (Hm : meas (s48_board 1 (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s48_board 1 (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s48_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s48_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s48_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c3_t1_a1 IH b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c3_t2_a1 IH b z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s48_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c3_t2_a2 IH b z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s48_c3_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c3_f1_a3 IH b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s48_c4_moves (a : nat) : lmoves (s48_board (2 + a) 0) = [repeat T (1 + a) ++ [E; F; T; F; E]].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E]) []) (s25_board 1) (0) _ (s25_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s25_board; target_board_eq | strip_offset].
  - unfold s25_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use25 IH 1 z1 z2 y1); [unfold s25_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s25_board (2 + a)) (0) _ (s25_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s25_board; target_board_eq | strip_offset].
  - unfold s25_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use25 IH (2 + a) z1 z2 y1); [unfold s25_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s48_board (2 + a) 0) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s48_board (2 + a) 0)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; E]) []) (s71_board (2 + a)) (0) _ (s71_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - unfold strip, s48_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E]) []); [reflexivity | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH (2 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s48_dom (2 + a) 0 z1 z2 y1) (Hm : meas (s48_board (2 + a) 0) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s48_board (2 + a) 0)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s48_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s48_board (2 + a) 0)) in Hg. cbn [lefts] in Hg. rewrite s48_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c4_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c4_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c4_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c4_f1_a4 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s48_c5_moves (a : nat) : lmoves (s48_board (2 + a) 1) = [repeat T (1 + a) ++ [E; F; T; T; F; E]; repeat T (2 + a) ++ [F; E; E; F; T]].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; E]) []) (s48_board 1 2) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E]) []); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH 1 2 z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []) (s48_board (2 + a) 2) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH (2 + a) 2 z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; F; E]) [(1, 0)]) (s48_board (2 + a) 0) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E]) [(1, 0)]); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH (2 + a) 0 z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s48_board (2 + a) 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s48_board (2 + a) 1)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s49_board (2 + a)) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s49_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [unfold s48_board; strip_eq | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s48_dom (2 + a) 1 z1 z2 y1) (Hm : meas (s48_board (2 + a) 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s48_board (2 + a) 1)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s48_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s48_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s48_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c5_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c5_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c5_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c5_t2_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s48_c5_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c5_f1_a5 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s48_c6_moves (a b : nat) : lmoves (s48_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E]; repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T]].
Proof. unfold s48_board. tf_options. Qed.
Lemma s48_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; E]) []) (s48_board 1 (3 + b)) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH 1 (3 + b) z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E]) []) (s48_board (2 + a) (3 + b)) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH (2 + a) (3 + b) z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]) (s25_board (2 + a)) (0) _ (s25_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s25_board; target_board_eq | strip_offset].
  - unfold s25_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use25 IH (2 + a) z1 z2 y1); [unfold s25_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s48_board (2 + a) (2 + b)) (0) _ (s48_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use48 IH (2 + a) (2 + b) z1 z2 y1); [unfold s48_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s48_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s48_board (2 + a) (2 + b))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s70_board (2 + a) (2 + b)) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s70_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E]) []); [unfold s48_board; strip_eq | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s48_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s48_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s48_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s48_board (2 + a) (2 + b))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s48_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s48_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s48_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c6_t1_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c6_t1_a2 IH a b z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s48_c6_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat z1 >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c6_t2_a1 IH a b z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s48_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c6_t2_a2 IH a b z1 z2 y1 Hw (move_below_l _ _ 1 _ _ (s48_c6_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s48_c6_f1_a6 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s48_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C48 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s48_dom in Hdom.
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
      exact (s48_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
    }
    {
      exact (s48_c2 IH z1 z2 y1 Hdom Hm Hd Hr).
    }
    {
      exact (s48_c3 IH b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s48_c4 IH a z1 z2 y1 Hdom Hm Hd Hr).
    }
    {
      exact (s48_c5 IH a z1 z2 y1 Hdom Hm Hd Hr).
    }
    {
      exact (s48_c6 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s49_c1_moves : lmoves (s49_board 1) = [[E; F; T; T; F; E]; [T; F; E; E; F; T]].
Proof. unfold s49_board. tf_options. Qed.
Lemma s49_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; E]) []) (s42_board 0 2 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([T; F; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; F; E]) [(1, 0)]) (s58_board 1) (0) _ (s58_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; E]) [(1, 0)]); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_int; zlia.
  - intros HT; apply (use58 IH 1 y1); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s49_dom 1 y1) (Hm : meas (s49_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s49_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s49_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s49_board 1)) in Hg. cbn [lefts] in Hg. rewrite s49_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s49_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s49_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s49_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s49_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s49_c2_moves (a : nat) : lmoves (s49_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; T; F; E]; repeat T (2 + a) ++ [F; E; E; F; T]].
Proof. unfold s49_board. tf_options. Qed.
Lemma s49_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; E]) []) (s70_board 1 2) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E]) []); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 2 y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []) (s70_board (2 + a) 2) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) 2 y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; F; E]) [(1, 0)]) (s58_board (2 + a)) (0) _ (s58_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E]) [(1, 0)]); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_int; zlia.
  - intros HT; apply (use58 IH (2 + a) y1); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s49_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s49_dom (2 + a) y1) (Hm : meas (s49_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s49_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s49_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s49_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s49_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2)%Z) by zlia. exact (s49_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s49_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s49_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s49_c2_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s49_c2_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s49_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s49_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C49 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s49_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s49_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s49_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s50_c1_moves (b c : nat) : lmoves (s50_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c); T :: F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s50_board. tf_options. Qed.
Lemma s50_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []) (s167_board (3 + b) (2 + c)) (0) _ (s167_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s167_board; target_board_eq | strip_offset].
  - unfold s167_form; apply form_star; zlia.
  - intros HT; apply (use167 IH (3 + b) (2 + c) y1); [unfold s167_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s50_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s72_board 1 (1 + c)) (0) _ (s72_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s72_board; target_board_eq | strip_offset].
  - unfold s72_form; apply form_star; zlia.
  - intros HT; apply (use72 IH 1 (1 + c) y1); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat F (1 + c)) []) (s99_board 1 (2 + b) (1 + c)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH 1 (2 + b) (1 + c) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s50_board 1 (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s50_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c)) []) (s73_board 1 (2 + b) (1 + c)) (0) _ (s73_form y1)).
  - unfold strip, s50_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH 1 (2 + b) (1 + c) y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s50_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s50_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s50_board 1 (2 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s50_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s50_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s50_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s50_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c1_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s50_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c1_t2_a2 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s50_c1_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c1_f1_a1 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s50_c2_moves (a b c : nat) : lmoves (s50_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s50_board. tf_options. Qed.
Lemma s50_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []) (s50_board 1 (3 + b) (2 + c)) (0) _ (s50_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s50_board; target_board_eq | strip_offset].
  - unfold s50_form; apply form_star; zlia.
  - intros HT; apply (use50 IH 1 (3 + b) (2 + c) y1); [unfold s50_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []) (s50_board (2 + a) (3 + b) (2 + c)) (0) _ (s50_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s50_board; target_board_eq | strip_offset].
  - unfold s50_form; apply form_star; zlia.
  - intros HT; apply (use50 IH (2 + a) (3 + b) (2 + c) y1); [unfold s50_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s72_board (2 + a) (1 + c)) (0) _ (s72_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s72_board; target_board_eq | strip_offset].
  - unfold s72_form; apply form_star; zlia.
  - intros HT; apply (use72 IH (2 + a) (1 + c) y1); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat F (1 + c)) []) (s99_board (2 + a) (2 + b) (1 + c)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH (2 + a) (2 + b) (1 + c) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s50_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s50_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c)) []) (s73_board (2 + a) (2 + b) (1 + c)) (0) _ (s73_form y1)).
  - unfold strip, s50_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (2 + a) (2 + b) (1 + c) y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s50_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s50_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s50_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s50_board (2 + a) (2 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s50_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s50_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s50_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s50_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s50_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c2_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s50_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c2_t2_a2 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s50_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s50_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s50_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C50 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s50_dom in Hdom.
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
        exact (s50_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s50_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s51_c1_moves (a : nat) : lmoves (s51_board (3 + a) 1) = [repeat T (2 + a) ++ [E; F; T; F; T; E; F]; repeat T (3 + a) ++ [F; E; F; E; T; F]].
Proof. unfold s51_board. tf_options. Qed.
Lemma s51_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) []) (s72_board (2 + a) 1) (0) _ (s72_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) []); [reflexivity | unfold s72_board; target_board_eq | strip_offset].
  - unfold s72_form; apply form_star; zlia.
  - intros HT; apply (use72 IH (2 + a) 1 y1); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s51_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (3 + a) ++ [F; E; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; F; E; E; T; F]) []) (s74_board (3 + a)) (0) _ (s74_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; E; E; T; F]) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_star; zlia.
  - intros HT; apply (use74 IH (3 + a) y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s51_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s51_board (3 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s51_board (3 + a) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; F; E; T; E; F]) []) (s76_board (3 + a) 2 1) (0) _ (s76_form y1)).
  - unfold strip, s51_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; E; T; E; F]) []); [reflexivity | unfold s76_board; target_board_eq | strip_offset].
  - unfold s76_form; apply form_int; zlia.
  - intros HT; apply (use76 IH (3 + a) 2 1 y1); [unfold s76_dom; zlia | unfold lex3; lia].
Qed.
Lemma s51_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s51_dom (3 + a) 1 y1) (Hm : meas (s51_board (3 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s51_board (3 + a) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s51_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s51_board (3 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s51_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s51_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s51_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s51_c2_moves (a b : nat) : lmoves (s51_board (4 + a) (2 + b)) = [repeat T (3 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + b); repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s51_board. tf_options. Qed.
Lemma s51_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (3 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + b)) []) (s72_board (3 + a) (2 + b)) (0) _ (s72_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s72_board; target_board_eq | strip_offset].
  - unfold s72_form; apply form_star; zlia.
  - intros HT; apply (use72 IH (3 + a) (2 + b) y1); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s51_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (4 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s75_board (4 + a) (2 + b)) (0) _ (s75_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s75_board; target_board_eq | strip_offset].
  - unfold s75_form; apply form_star; zlia.
  - intros HT; apply (use75 IH (4 + a) (2 + b) y1); [unfold s75_dom; zlia | unfold lex3; lia].
Qed.
Lemma s51_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s51_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s51_board (4 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + b)) []) (s77_board (4 + a) 2 1 (2 + b)) (0) _ (s77_form y1)).
  - unfold strip, s51_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (4 + a) 2 1 (2 + b) y1); [unfold s77_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s51_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s51_dom (4 + a) (2 + b) y1) (Hm : meas (s51_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s51_board (4 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s51_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s51_board (4 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s51_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s51_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s51_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s51_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s51_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C51 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s51_dom in Hdom.
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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s51_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s51_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s52_c1_moves (a : nat) : lmoves (s52_board (3 + a) 1) = [repeat T (2 + a) ++ [E; F; T; T; F; E; F]; repeat T (3 + a) ++ [F; E; E; F; T; F]].
Proof. unfold s52_board. tf_options. Qed.
Lemma s52_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; F; T; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E; F]) []) (s73_board (2 + a) 2 1) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E; F]) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (2 + a) 2 1 y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ [F; E; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; E; F; E; T; F]) []) (s78_board (3 + a)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; F; E; T; F]) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (3 + a) y1); [unfold s78_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s52_dom (3 + a) 1 y1) (Hm : meas (s52_board (3 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s52_board (3 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s52_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s52_board (3 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s52_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s52_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s52_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s52_c2_moves (a b : nat) : lmoves (s52_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: F :: T :: T :: F :: E :: repeat F (2 + b); repeat T (3 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s52_board. tf_options. Qed.
Lemma s52_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: F :: T :: T :: F :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat F (2 + b)) []) (s73_board (2 + a) 2 (2 + b)) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (2 + a) 2 (2 + b) y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)) []) (s79_board (3 + a) (2 + b)) (0) _ (s79_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s79_board; target_board_eq | strip_offset].
  - unfold s79_form; apply form_int; zlia.
  - intros HT; apply (use79 IH (3 + a) (2 + b) y1); [unfold s79_dom; zlia | unfold lex3; lia].
Qed.
Lemma s52_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s52_dom (3 + a) (2 + b) y1) (Hm : meas (s52_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s52_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s52_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s52_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s52_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s52_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s52_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s52_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s52_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s52_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s53_c1_moves : lmoves (s53_board 0 0) = [[E; T; E; F]].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s53_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s53_dom 0 0 y1) (Hm : meas (s53_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s53_board 0 0)) (int (Z.of_nat y1)).
Proof.
  unfold s53_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s53_board 0 0)) in Hg. cbn [lefts] in Hg. rewrite s53_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s53_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s53_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s53_c2_moves (b : nat) : lmoves (s53_board 1 (2 + b)) = [T :: repeat F (2 + b) ++ [E; T; E; F]].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []) (s80_board 1 (2 + b) 1) (0) _ (s80_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 (2 + b) 1 y1); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s53_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s53_dom 1 (2 + b) y1) (Hm : meas (s53_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s53_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s53_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s53_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s53_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s53_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s53_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s53_c3_moves (a b : nat) : lmoves (s53_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F]].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []) (s80_board (2 + a) (2 + b) 1) (0) _ (s80_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (2 + b) 1 y1); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s53_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s53_dom (2 + a) (2 + b) y1) (Hm : meas (s53_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s53_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s53_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s53_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s53_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s53_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s53_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s53_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C53 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s53_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s53_c1 IH y1 Hdom Hm Hd Hr).
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
      exact (s53_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s53_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s54_c1_moves (a b : nat) : lmoves (s54_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + b)].
Proof. unfold s54_board. tf_options. Qed.
Lemma s54_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (1 + b)) []) (s81_board (4 + a) (1 + b)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (4 + a) (1 + b) y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s54_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s54_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s54_board (4 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; T; E; F; E; F]) []) (s82_board (4 + a) 2 1 1) (0) _ (s82_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s54_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; T; E; F; E; F]) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (4 + a) 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s82_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s54_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (s54_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s54_board (4 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: T :: E :: F :: E :: repeat F (2 + b)) []) (s83_board (5 + a) 2 1 (2 + b)) (0) _ (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s54_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: T :: E :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) 2 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; zlia | unfold lex3; lia].
Qed.
Lemma s54_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s54_dom (4 + a) (2 + b) y1) (Hm : meas (s54_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s54_board (4 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s54_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s54_board (4 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s54_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s54_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s54_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s54_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s54_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s54_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C54 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s54_dom in Hdom.
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
  exact (s54_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s55_c1_moves (a : nat) : lmoves (s55_board (4 + a) 2) = [repeat T (4 + a) ++ [F; E; F; T; E; F; F]].
Proof. unfold s55_board. tf_options. Qed.
Lemma s55_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; E; F; T; E; F; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ [F; E; F; T; E; F; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; E; T; E; F; F]) []) (s77_board (4 + a) 2 1 2) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; T; E; F; F]) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (4 + a) 2 1 2 y1); [unfold s77_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s55_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s55_dom (4 + a) 2 y1) (Hm : meas (s55_board (4 + a) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s55_board (4 + a) 2)) (int (Z.of_nat y1)).
Proof.
  unfold s55_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s55_board (4 + a) 2)) in Hg. cbn [lefts] in Hg. rewrite s55_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s55_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s55_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s55_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C55 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s55_dom in Hdom.
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
  assert (b = 0) by zlia; subst b.
  exact (s55_c1 IH a y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s56_c1_moves (a b : nat) : lmoves (s56_board (5 + a) (3 + b)) = [repeat T (5 + a) ++ F :: E :: F :: T :: E :: repeat F (3 + b)].
Proof. unfold s56_board. tf_options. Qed.
Lemma s56_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: F :: T :: E :: repeat F (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: E :: F :: T :: E :: repeat F (3 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: T :: E :: repeat F (3 + b)) []) (s84_board (5 + a) (3 + b)) (0) _ (s84_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: T :: E :: repeat F (3 + b)) []); [reflexivity | unfold s84_board; target_board_eq | strip_offset].
  - unfold s84_form; apply form_int; zlia.
  - intros HT; apply (use84 IH (5 + a) (3 + b) y1); [unfold s84_dom; zlia | unfold lex3; lia].
Qed.
Lemma s56_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s56_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s56_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [F; T; F; E; F; E; F; F]) []) (s85_board (5 + a) 2) (0) _ (s85_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s56_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; T; F; E; F; E; F; F]) []); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH (5 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s85_dom; zlia | unfold lex3; lia].
Qed.
Lemma s56_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) (Hm : (meas (s56_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s56_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: T :: F :: E :: F :: E :: repeat F (3 + b)) []) (s86_board (6 + a) (3 + b)) (0) _ (s86_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s56_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: T :: F :: E :: F :: E :: repeat F (3 + b)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (6 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s86_dom; zlia | unfold lex3; lia].
Qed.
Lemma s56_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s56_dom (5 + a) (3 + b) y1) (Hm : meas (s56_board (5 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s56_board (5 + a) (3 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s56_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s56_board (5 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s56_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s56_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s56_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s56_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) by zlia. exact (s56_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

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
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s56_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s57_c1_moves (b : nat) : lmoves (s57_board 1 (2 + b)) = [E :: F :: repeat T (3 + b) ++ [E; F]; T :: F :: E :: repeat T (1 + b) ++ [E; T; F]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F]) []) (s43_board 0 (3 + b) 0 1) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (3 + b) 0 1 y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s57_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F]) [(1, 1)]) (s49_board 1) (1) _ (s49_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s70_board 1 (2 + b)) (1) _ (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s57_dom 1 (2 + b) y1) (Hm : meas (s57_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s57_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s57_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s57_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s57_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s57_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c1_t2_a2 IH b y1 Hw (move_below_l _ _ 1 _ _ (s57_c1_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s57_c2_moves (a b : nat) : lmoves (s57_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; T; F]].
Proof. unfold s57_board. tf_options. Qed.
Lemma s57_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [E; F]) []) (s57_board 1 (3 + b)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 1 (3 + b) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [E; F]) []) (s57_board (2 + a) (3 + b)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + b) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]) (s49_board (2 + a)) (1) _ (s49_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s70_board (2 + a) (2 + b)) (1) _ (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s57_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s57_dom (2 + a) (2 + b) y1) (Hm : meas (s57_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s57_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s57_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s57_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s57_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s57_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s57_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s57_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s57_c2_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s57_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s57_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C57 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s57_dom in Hdom.
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
      exact (s57_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s57_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s58_c1_moves : lmoves (s58_board 1) = [[E; F; T; F; E]].
Proof. unfold s58_board. tf_options. Qed.
Lemma s58_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s58_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s58_dom 1 y1) (Hm : meas (s58_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s58_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s58_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s58_board 1)) in Hg. cbn [lefts] in Hg. rewrite s58_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s58_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s58_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s58_c2_moves (a : nat) : lmoves (s58_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; F; E]].
Proof. unfold s58_board. tf_options. Qed.
Lemma s58_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E]) []) (s49_board 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s58_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s49_board (2 + a)) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s58_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s58_dom (2 + a) y1) (Hm : meas (s58_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s58_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s58_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s58_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s58_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2)%Z) by zlia. exact (s58_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s58_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s58_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s58_c2_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s58_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C58 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s58_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s58_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s58_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s59_c1_moves (a b : nat) : lmoves (s59_board (4 + a) (2 + b) 1) = [repeat T (4 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F]].
Proof. unfold s59_board. tf_options. Qed.
Lemma s59_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) []) (s87_board (4 + a) 1 1 (3 + b)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (4 + a) 1 1 (3 + b) y1); [unfold s87_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s59_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s59_dom (4 + a) (2 + b) 1 y1) (Hm : meas (s59_board (4 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s59_board (4 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s59_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s59_board (4 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s59_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s59_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s59_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s59_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C59 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s59_dom in Hdom.
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
  exact (s59_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s60_c1_moves (a b c : nat) : lmoves (s60_board (5 + a) (2 + b) (2 + c)) = [repeat T (5 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)].
Proof. unfold s60_board. tf_options. Qed.
Lemma s60_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) []) (s83_board (5 + a) 2 (1 + b) (2 + c)) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) 2 (1 + b) (2 + c) y1); [unfold s83_dom; zlia | unfold lex3; lia].
Qed.
Lemma s60_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s60_board (5 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s60_board (5 + a) (2 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: T :: E :: repeat F (3 + b) ++ [E; F]) []) (s59_board (5 + a) (3 + b) 1) (0) _ (s59_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s60_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: T :: E :: repeat F (3 + b) ++ [E; F]) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH (5 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s60_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (s60_board (5 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s60_board (5 + a) (2 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: T :: E :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []) (s60_board (6 + a) (3 + b) (2 + c)) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s60_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: T :: E :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (6 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; zlia | unfold lex3; lia].
Qed.
Lemma s60_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s60_dom (5 + a) (2 + b) (2 + c) y1) (Hm : meas (s60_board (5 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s60_board (5 + a) (2 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s60_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s60_board (5 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s60_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s60_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s60_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s60_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s60_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
  exact (s60_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s61_c1_moves : lmoves (s61_board 1 1) = [[E; E; F; T; T; F]].
Proof. unfold s61_board. tf_options. Qed.
Lemma s61_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([E; T; T; F]) []) (s88_board 2) (-1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([E; T; T; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 (1 + y1)); [unfold s88_dom; zlia | unfold lex3; lia].
Qed.
Lemma s61_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s61_dom 1 1 y1) (Hm : meas (s61_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s61_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s61_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s61_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s61_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s61_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s61_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s61_c2_moves (b : nat) : lmoves (s61_board 1 (2 + b)) = [E :: E :: F :: repeat T (3 + b) ++ [F]].
Proof. unfold s61_board. tf_options. Qed.
Lemma s61_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: E :: F :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: repeat T (3 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (E :: repeat T (3 + b) ++ [F]) []) (s88_board (3 + b)) (-1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + b) (1 + y1)); [unfold s88_dom; zlia | unfold lex3; lia].
Qed.
Lemma s61_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s61_dom 1 (2 + b) y1) (Hm : meas (s61_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s61_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s61_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s61_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s61_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s61_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s61_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s61_c3_moves (a : nat) : lmoves (s61_board (2 + a) 1) = [E :: repeat T (1 + a) ++ [E; F; T; T; F]].
Proof. unfold s61_board. tf_options. Qed.
Lemma s61_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + a) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + a) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; T; F; E; T; T; F]) []) (s61_board 1 2) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 2 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s61_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + a) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + a) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; E; T; T; F]) []) (s61_board (2 + a) 2) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; E; T; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + a) 2 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s61_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s61_dom (2 + a) 1 y1) (Hm : meas (s61_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s61_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s61_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s61_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s61_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s61_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s61_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s61_c3_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s61_c3_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s61_c4_moves (a b : nat) : lmoves (s61_board (2 + a) (2 + b)) = [E :: repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F]].
Proof. unfold s61_board. tf_options. Qed.
Lemma s61_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s61_board 1 (3 + b)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 (3 + b) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s61_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F]) []) (s61_board (2 + a) (3 + b)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + a) (3 + b) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s61_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s61_dom (2 + a) (2 + b) y1) (Hm : meas (s61_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s61_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s61_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s61_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s61_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s61_c4_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s61_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s61_c4_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s61_c4_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s61_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C61 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s61_dom in Hdom.
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
      exact (s61_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s61_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s61_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s61_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s62_c1_moves : lmoves (s62_board 0 1 1 1) = [[E; E; F; T; T; F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([E; T; T; F]) []) (s88_board 2) (-1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([E; T; T; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 (1 + y1)); [unfold s88_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s62_dom 0 1 1 1 y1) (Hm : meas (s62_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s62_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c2_moves (d : nat) : lmoves (s62_board 0 1 1 (2 + d)) = [E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (E :: T :: T :: repeat F (2 + d)) []) (s168_board 2 (2 + d)) (-1) _ (s168_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH 2 (2 + d) (1 + y1)); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s62_dom 0 1 1 (2 + d) y1) (Hm : meas (s62_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c2_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s62_c2_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c3_moves (c : nat) : lmoves (s62_board 0 1 (2 + c) 1) = [E :: E :: F :: repeat T (3 + c) ++ [F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (E :: repeat T (3 + c) ++ [F]) []) (s88_board (3 + c)) (-1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + c) (1 + y1)); [unfold s88_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s62_dom 0 1 (2 + c) 1 y1) (Hm : meas (s62_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c3_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s62_c3_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c4_moves (c d : nat) : lmoves (s62_board 0 1 (2 + c) (2 + d)) = [E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s168_board (3 + c) (2 + d)) (-1) _ (s168_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH (3 + c) (2 + d) (1 + y1)); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s62_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s62_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c4_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c4_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c5_moves (b : nat) : lmoves (s62_board 0 (2 + b) 1 1) = [E :: repeat T (1 + b) ++ [E; F; T; T; F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; T; F; E; T; T; F]) []) (s61_board 1 2) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 2 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s61_board (2 + b) 2) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; T; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + b) 2 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s62_dom 0 (2 + b) 1 1 y1) (Hm : meas (s62_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s62_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c5_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s62_c5_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c6_moves (b d : nat) : lmoves (s62_board 0 (2 + b) 1 (2 + d)) = [E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []) (s62_board 0 1 2 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 2 (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + d)) []) (s62_board 0 (2 + b) 2 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (2 + b) 2 (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s62_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s62_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c6_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s62_c6_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c6_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s62_c6_moves b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c7_moves (b c : nat) : lmoves (s62_board 0 (2 + b) (2 + c) 1) = [E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat T (3 + c) ++ [F]) []) (s61_board 1 (3 + c)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 (3 + c) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ [F]) []) (s61_board (2 + b) (3 + c)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + b) (3 + c) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s62_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s62_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c7_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s62_c7_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c7_t1_a2 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s62_c7_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c8_moves (b c d : nat) : lmoves (s62_board 0 (2 + b) (2 + c) (2 + d)) = [E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s62_board 0 1 (3 + c) (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 (3 + c) (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s62_board 0 (2 + b) (3 + c) (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (2 + b) (3 + c) (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s62_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s62_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c8_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c8_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c8_t1_a2 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c8_moves b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c9_moves : lmoves (s62_board 1 1 1 1) = [[E; T; T; F; E; T; F]; [T; E; E; F; T; T; F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; F; F]) [(1, 1)]) (s37_board 2) (1) _ (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s35_board) (0) _ (int ((Z.of_nat y1) - 1)) (s35_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; E; F; T; T; F]) []); [strip_eq | unfold s35_board; target_board_eq | strip_offset].
  - unfold s35_form; apply form_int; zlia.
  - intros HT; apply (use35 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s35_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s62_dom 1 1 1 1 y1) (Hm : meas (s62_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c9_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s62_c9_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c9_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s62_c9_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c10_moves (d : nat) : lmoves (s62_board 1 1 1 (2 + d)) = [E :: T :: T :: F :: E :: T :: repeat F (2 + d); T :: E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: F :: F :: T :: E :: repeat F (1 + d)) []) (s96_board 0 2 2 (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 2 2 (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s62_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s46_board 1 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s46_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s46_board; target_board_eq | strip_offset].
  - unfold s46_form; apply form_int; zlia.
  - intros HT; apply (use46 IH 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s46_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s62_dom 1 1 1 (2 + d) y1) (Hm : meas (s62_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c10_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s62_c10_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c10_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s62_c10_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c11_moves (c : nat) : lmoves (s62_board 1 1 (2 + c) 1) = [E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]; T :: E :: E :: F :: repeat T (3 + c) ++ [F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s61_board 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s61_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s89_board 1 (3 + c) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s89_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) []); [strip_eq | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s89_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s62_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s62_dom 1 1 (2 + c) 1 y1) (Hm : meas (s62_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c11_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s62_c11_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c11_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s62_c11_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c12_moves (c d : nat) : lmoves (s62_board 1 1 (2 + c) (2 + d)) = [E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d); T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s62_board 0 2 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s89_board 1 (3 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s89_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s89_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s62_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s62_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s62_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c12_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c12_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s62_c12_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c13_moves (b : nat) : lmoves (s62_board 1 (2 + b) 1 1) = [E :: repeat T (3 + b) ++ [F; E; T; F]; T :: E :: repeat T (1 + b) ++ [E; F; T; T; F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]) (s37_board (3 + b)) (1) _ (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E; T; T; F]) []) (s62_board 1 1 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c13_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s62_board 1 (2 + b) 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 (2 + b) 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s62_dom 1 (2 + b) 1 1 y1) (Hm : meas (s62_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c13_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s62_c13_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c13_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s62_c13_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c13_t2_a2 IH b y1 Hw (move_below_l _ _ 1 _ _ (s62_c13_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c14_moves (b d : nat) : lmoves (s62_board 1 (2 + b) 1 (2 + d)) = [E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d); T :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []) (s96_board 0 (3 + b) 2 (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (3 + b) 2 (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s62_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []) (s62_board 1 1 2 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 2 (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c14_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + d)) []) (s62_board 1 (2 + b) 2 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 (2 + b) 2 (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s62_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s62_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c14_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s62_c14_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c14_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s62_c14_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c14_t2_a2 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s62_c14_moves b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c15_moves (b c : nat) : lmoves (s62_board 1 (2 + b) (2 + c) 1) = [E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]; T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s61_board (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s61_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: repeat T (3 + c) ++ [F]) []) (s62_board 1 1 (3 + c) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 (3 + c) 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ [F]) []) (s62_board 1 (2 + b) (3 + c) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 (2 + b) (3 + c) 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s62_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s62_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c15_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s62_c15_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c15_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s62_c15_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c15_t2_a2 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s62_c15_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c16_moves (b c d : nat) : lmoves (s62_board 1 (2 + b) (2 + c) (2 + d)) = [E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d); T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s62_board 0 (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s62_board 1 1 (3 + c) (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 (3 + c) (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s62_board 1 (2 + b) (3 + c) (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 (2 + b) (3 + c) (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s62_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s62_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c16_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c16_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c16_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s62_c16_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s62_c16_t2_a2 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s62_c16_moves b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c17_moves (a : nat) : lmoves (s62_board (2 + a) 1 1 1) = [repeat T (1 + a) ++ [E; T; T; F; E; T; F]; repeat T (2 + a) ++ [E; E; F; T; T; F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F; F]) [(1, 1)]) (s18_board) (1) _ (s18_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s18_board; target_board_eq | strip_offset].
  - unfold s18_form; apply form_int; zlia.
  - intros HT; apply (use18 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s18_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; F; F]) [(1, 1)]) (s19_board (2 + a)) (1) _ (s19_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s19_board; target_board_eq | strip_offset].
  - unfold s19_form; apply form_int; zlia.
  - intros HT; apply (use19 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s19_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s40_board (2 + a)) (0) _ (int ((Z.of_nat y1) - 1)) (s40_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; T; F]) []); [strip_eq | unfold s40_board; target_board_eq | strip_offset].
  - unfold s40_form; apply form_int; zlia.
  - intros HT; apply (use40 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s40_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s62_dom (2 + a) 1 1 1 y1) (Hm : meas (s62_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c17_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s62_c17_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c17_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s62_c17_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c17_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s62_c17_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c18_moves (a d : nat) : lmoves (s62_board (2 + a) 1 1 (2 + d)) = [repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + d)) []) (s96_board 1 2 2 (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 2 2 (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s62_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: F :: F :: T :: E :: repeat F (1 + d)) []) (s96_board (2 + a) 2 2 (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) 2 2 (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s62_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s46_board (2 + a) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s46_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s46_board; target_board_eq | strip_offset].
  - unfold s46_form; apply form_int; zlia.
  - intros HT; apply (use46 IH (2 + a) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s46_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s62_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s62_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c18_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s62_c18_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c18_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s62_c18_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c18_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s62_c18_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c19_moves (a c : nat) : lmoves (s62_board (2 + a) 1 (2 + c) 1) = [repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]; repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s62_board 1 2 (2 + c) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s62_board (2 + a) 2 (2 + c) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s89_board (2 + a) (3 + c) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s89_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) []); [strip_eq | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s89_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s62_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s62_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s62_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c19_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s62_c19_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c19_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s62_c19_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c19_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s62_c19_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c20_moves (a c d : nat) : lmoves (s62_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d); repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s62_board 1 2 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s62_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s89_board (2 + a) (3 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s89_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s89_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s62_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s62_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s62_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c20_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c20_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c20_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c20_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c20_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s62_c20_moves a c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c21_moves (a b : nat) : lmoves (s62_board (2 + a) (2 + b) 1 1) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E; T; F]; repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T; T; F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]) (s38_board 1 (3 + b)) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]) (s38_board (2 + a) (3 + b)) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []) (s62_board (2 + a) 1 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c21_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s62_board (2 + a) (2 + b) 2 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) (2 + b) 2 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s62_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s62_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c21_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s62_c21_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c21_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s62_c21_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c21_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s62_c21_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c21_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s62_c21_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c22_moves (a b d : nat) : lmoves (s62_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []) (s96_board 1 (3 + b) 2 (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (3 + b) 2 (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s62_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []) (s96_board (2 + a) (3 + b) 2 (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) (3 + b) 2 (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s62_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []) (s62_board (2 + a) 1 2 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 2 (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c22_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + d)) []) (s62_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) (2 + b) 2 (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s62_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s62_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c22_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s62_c22_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c22_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s62_c22_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c22_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s62_c22_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c22_t2_a2 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s62_c22_moves a b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c23_moves (a b c : nat) : lmoves (s62_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]; repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s62_board 1 (3 + b) (2 + c) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s62_board (2 + a) (3 + b) (2 + c) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + c) ++ [F]) []) (s62_board (2 + a) 1 (3 + c) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 (3 + c) 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c23_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ [F]) []) (s62_board (2 + a) (2 + b) (3 + c) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) (2 + b) (3 + c) 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s62_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s62_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s62_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c23_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s62_c23_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c23_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s62_c23_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c23_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s62_c23_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s62_c23_t2_a2 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s62_c23_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_c24_moves (a b c d : nat) : lmoves (s62_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d); repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)].
Proof. unfold s62_board. tf_options. Qed.
Lemma s62_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s62_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s62_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s62_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s62_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s62_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) (2 + b) (3 + c) (2 + d) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s62_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s62_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s62_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s62_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s62_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s62_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s62_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s62_c24_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c24_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c24_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s62_c24_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c24_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s62_c24_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s62_c24_t2_a2 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s62_c24_moves a b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s62_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C62 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s62_dom in Hdom.
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
          exact (s62_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c2 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c4 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c5 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c6 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c7 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c8 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s62_c9 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c10 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c11 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c12 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c13 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c14 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c15 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c16 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s62_c17 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c18 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c19 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c20 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c21 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c22 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s62_c23 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s62_c24 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s63_c1_moves : lmoves (s63_board) = [[E; T; T; T; F; F; E; F; T]].
Proof. unfold s63_board. tf_options. Qed.
Lemma s63_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; T; T; F; F; E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; E; F; T])) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F; F; E]) [(1, 0)]) (s21_board 0 3 3 0) (0) _ (s21_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; F; E]) [(1, 0)]); [reflexivity | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use21 IH 0 3 3 0 z1 z2 y1); [unfold s21_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s63_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s63_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s63_board)) (int ((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s90_board) (0) _ (int (((Z.of_nat z1) - (Z.of_nat z2) + (Z.of_nat y1)) - 1)) (s90_form (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; T; F; E]) []); [unfold s63_board; strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (Z.to_nat (Z.of_nat y1 + Z.of_nat z1 - Z.of_nat z2 - 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s63_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s63_dom z1 z2 y1) (Hm : meas (s63_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s63_board)) (add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s63_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s63_board)) in Hg. cbn [lefts] in Hg. rewrite s63_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s63_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s63_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t1 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s63_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s63_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C63 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s63_dom in Hdom.
  exact (s63_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s64_c1_moves (b c : nat) : lmoves (s64_board 0 (2 + b) (2 + c) 1 1) = [].
Proof. unfold s64_board. tf_options. Qed.
Lemma s64_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s64_dom 0 (2 + b) (2 + c) 1 1 y1) (Hm : meas (s64_board 0 (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s64_board 0 (2 + b) (2 + c) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s64_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s64_board 0 (2 + b) (2 + c) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s64_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s64_c2_moves (b c e : nat) : lmoves (s64_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s64_board. tf_options. Qed.
Lemma s64_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hdom : s64_dom 0 (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s64_board 0 (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s64_board 0 (2 + b) (2 + c) 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s64_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s64_board 0 (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s64_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s64_c3_moves : lmoves (s64_board 1 2 2 1 1) = [[E; T; T; T; F; F; E; T; F]].
Proof. unfold s64_board. tf_options. Qed.
Lemma s64_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F; F]) [(1, 1)]) (s42_board 0 3 3) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s64_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s64_dom 1 2 2 1 1 y1) (Hm : meas (s64_board 1 2 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s64_board 1 2 2 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s64_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s64_board 1 2 2 1 1)) in Hg. cbn [lefts] in Hg. rewrite s64_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s64_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s64_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s64_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C64 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s64_dom in Hdom.
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
            exact (s64_c1 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s64_c2 IH b c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s64_c3 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
Qed.

Lemma s65_c1_moves : lmoves (s65_board) = [[E; T; T; T; F; F; T; F; E]; [T; E; T; T; F; F; E; F; T]].
Proof. unfold s65_board. tf_options. Qed.
Lemma s65_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; T; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s90_board) (0) _ (int ((Z.of_nat y1) - 1)) (s90_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; T; F; E]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s65_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; T; T; F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F; F; F; E]) [(1, 0)]) (s42_board 1 2 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 2 3 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s65_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s65_dom y1) (Hm : meas (s65_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s65_board)) (int (Z.of_nat y1)).
Proof.
  unfold s65_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s65_board)) in Hg. cbn [lefts] in Hg. rewrite s65_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s65_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s65_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s65_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s65_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s65_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C65 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s65_dom in Hdom.
  exact (s65_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s66_c1_moves : lmoves (s66_board 1) = [[E; T; T; T; T; F; F; T; E; F]; [T; E; T; T; T; F; F; E; T; F]].
Proof. unfold s66_board. tf_options. Qed.
Lemma s66_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([E; T; T; T; T; F; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; F; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; T; F; F; T; F; E]) []) (s91_board 4) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; F; T; F; E]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 4 y1); [unfold s91_dom; zlia | unfold lex3; lia].
Qed.
Lemma s66_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; E; T; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; T; F; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; F; F]) [(1, 1)]) (s42_board 1 3 3) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 3 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s66_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s66_dom 1 y1) (Hm : meas (s66_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s66_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s66_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s66_board 1)) in Hg. cbn [lefts] in Hg. rewrite s66_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s66_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s66_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s66_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s66_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s66_c2_moves (a : nat) : lmoves (s66_board (2 + a)) = [E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + a); T :: E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)].
Proof. unfold s66_board. tf_options. Qed.
Lemma s66_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s92_board (2 + a)) (0) _ (int ((Z.of_nat y1) - 1)) (s92_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + a)) []); [strip_eq | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s66_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + a)) []) (s93_board 1 3 (1 + a)) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + a)) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH 1 3 (1 + a) y1); [unfold s93_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s66_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s66_dom (2 + a) y1) (Hm : meas (s66_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s66_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s66_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s66_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s66_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s66_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s66_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s66_c2_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s66_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s66_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C66 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s66_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s66_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s66_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s67_c1_moves : lmoves (s67_board 0 1) = [[E; T; T; T; F; F; E; T; F]].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F; F]) [(1, 1)]) (s42_board 0 3 3) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s67_dom 0 1 y1) (Hm : meas (s67_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s67_board 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s67_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s67_board 0 1)) in Hg. cbn [lefts] in Hg. rewrite s67_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s67_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s67_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s67_c2_moves (b : nat) : lmoves (s67_board 0 (2 + b)) = [E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) []) (s93_board 0 3 (1 + b)) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH 0 3 (1 + b) y1); [unfold s93_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s67_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s67_dom 0 (2 + b) y1) (Hm : meas (s67_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s67_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s67_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s67_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s67_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s67_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s67_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s67_c3_moves : lmoves (s67_board 1 1) = [[E; T; T; T; T; F; F; T; E; F]; [T; E; T; T; T; F; F; E; T; F]].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([E; T; T; T; T; F; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; F; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; T; F; F; T; F; E]) []) (s91_board 4) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; F; T; F; E]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 4 y1); [unfold s91_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; E; T; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; T; F; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; F; F]) [(1, 1)]) (s42_board 1 3 3) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 3 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s67_dom 1 1 y1) (Hm : meas (s67_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s67_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s67_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s67_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s67_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s67_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s67_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s67_c3_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s67_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s67_c4_moves (b : nat) : lmoves (s67_board 1 (2 + b)) = [E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b); T :: E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s92_board (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s92_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) []) (s93_board 1 3 (1 + b)) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH 1 3 (1 + b) y1); [unfold s93_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s67_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s67_dom 1 (2 + b) y1) (Hm : meas (s67_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s67_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s67_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s67_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s67_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s67_c4_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s67_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s67_c4_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s67_c4_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s67_c5_moves (a : nat) : lmoves (s67_board (2 + a) 1) = [repeat T (1 + a) ++ [E; T; T; T; T; F; F; T; E; F]; repeat T (2 + a) ++ [E; T; T; T; F; F; E; T; F]].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; F; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; F; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; T; F; F; T; F; E]) []) (s94_board 4) (0) _ (s94_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; T; F; F; T; F; E]) []); [reflexivity | unfold s94_board; target_board_eq | strip_offset].
  - unfold s94_form; apply form_int; zlia.
  - intros HT; apply (use94 IH 4 y1); [unfold s94_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; F; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; F; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; T; F; F; T; F; E]) []) (s95_board (2 + a) 4) (0) _ (s95_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; T; F; F; T; F; E]) []); [reflexivity | unfold s95_board; target_board_eq | strip_offset].
  - unfold s95_form; apply form_int; zlia.
  - intros HT; apply (use95 IH (2 + a) 4 y1); [unfold s95_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; T; T; F; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; F; F]) [(1, 1)]) (s42_board (2 + a) 3 3) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 3 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s67_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s67_dom (2 + a) 1 y1) (Hm : meas (s67_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s67_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s67_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s67_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s67_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s67_c5_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s67_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s67_c5_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s67_c5_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s67_c5_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s67_c5_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s67_c6_moves (a b : nat) : lmoves (s67_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s96_board 1 4 2 (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 4 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s67_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s96_board (2 + a) 4 2 (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) 4 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s67_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) []) (s93_board (2 + a) 3 (1 + b)) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH (2 + a) 3 (1 + b) y1); [unfold s93_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s67_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s67_dom (2 + a) (2 + b) y1) (Hm : meas (s67_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s67_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s67_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s67_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s67_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s67_c6_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s67_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s67_c6_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s67_c6_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s67_c6_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s67_c6_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s67_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C67 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s67_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s67_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s67_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s67_c3 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s67_c4 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s67_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s67_c6 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s68_c1_moves (a : nat) : lmoves (s68_board (2 + a) 1) = [repeat T (1 + a) ++ [E; F; T; T; F; T; E; F]; repeat T (2 + a) ++ [F; E; T; F; E; T; F]].
Proof. unfold s68_board. tf_options. Qed.
Lemma s68_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; T; E; F]) []) (s97_board 1 2 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 2 1 y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; E; F]) []) (s97_board (2 + a) 2 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 2 1 y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) []) (s98_board (2 + a) 2 1) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (2 + a) 2 1 y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s68_dom (2 + a) 1 y1) (Hm : meas (s68_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s68_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s68_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s68_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s68_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s68_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s68_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s68_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s68_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s68_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s68_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s68_c2_moves (a b : nat) : lmoves (s68_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b); repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s68_board. tf_options. Qed.
Lemma s68_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []) (s97_board (2 + a) 2 (2 + b)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 2 (2 + b) y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s98_board (3 + a) 2 (2 + b)) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (3 + a) 2 (2 + b) y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s68_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s68_dom (3 + a) (2 + b) y1) (Hm : meas (s68_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s68_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s68_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s68_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s68_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s68_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s68_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s68_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s68_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s68_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C68 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s68_dom in Hdom.
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
      exact (s68_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s68_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s69_c1_moves : lmoves (s69_board 1) = [[E; E; F; T]].
Proof. unfold s69_board. tf_options. Qed.
Lemma s69_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([E]) [(1, 0)]) (s169_board) (-1) _ (s169_form z1 z2 (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s169_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use169 IH z1 z2 (1 + y1)); [unfold s169_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s69_board 1) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s69_board 1)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s42_board 0 1 1) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [unfold s69_board; strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s69_dom 1 z1 z2 y1) (Hm : meas (s69_board 1) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s69_board 1)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s69_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s69_board 1)) in Hg. cbn [lefts] in Hg. rewrite s69_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c1_t1_a1 IH z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s69_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s69_c2_moves (a : nat) : lmoves (s69_board (2 + a)) = [E :: repeat T (1 + a) ++ [E; F; T]].
Proof. unfold s69_board. tf_options. Qed.
Lemma s69_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (1 + a) ++ [E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + a) ++ [E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 0)]) (s69_board 1) (0) _ (s69_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s69_board; target_board_eq | strip_offset].
  - unfold s69_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use69 IH 1 z1 z2 y1); [unfold s69_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (1 + a) ++ [E; F; T]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (1 + a) ++ [E; F; T])) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; E]) [(1, 0)]) (s69_board (2 + a)) (0) _ (s69_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s69_board; target_board_eq | strip_offset].
  - unfold s69_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use69 IH (2 + a) z1 z2 y1); [unfold s69_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s69_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s69_board (2 + a))) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s42_board 0 (2 + a) 1) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; E]) []); [unfold s69_board; strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + a) 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s69_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s69_dom (2 + a) z1 z2 y1) (Hm : meas (s69_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s69_board (2 + a))) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s69_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s69_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s69_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c2_t1_a1 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s69_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c2_t1_a2 IH a z1 z2 y1 Hw (move_below_l _ _ 0 _ _ (s69_c2_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s69_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s69_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C69 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s69_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s69_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
  }
  {
    exact (s69_c2 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s70_c1_moves (b : nat) : lmoves (s70_board 1 (2 + b)) = [E :: F :: repeat T (3 + b) ++ [F; E]; T :: F :: E :: repeat T (1 + b) ++ [E; F; T]].
Proof. unfold s70_board. tf_options. Qed.
Lemma s70_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E]) []) (s42_board 0 (3 + b) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + b) 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E]) [(1, 0)]) (s49_board 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s70_board 1 (2 + b)) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 (2 + b) y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s70_dom 1 (2 + b) y1) (Hm : meas (s70_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s70_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s70_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s70_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s70_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s70_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s70_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s70_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s70_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s70_c1_t2_a2 IH b y1 Hw (move_below_l _ _ 1 _ _ (s70_c1_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s70_c2_moves (a b : nat) : lmoves (s70_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E]; repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T]].
Proof. unfold s70_board. tf_options. Qed.
Lemma s70_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; E]) []) (s70_board 1 (3 + b)) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 (3 + b) y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E]) []) (s70_board (2 + a) (3 + b)) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E]) []); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) (3 + b) y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]) (s49_board (2 + a)) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s70_board (2 + a) (2 + b)) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) (2 + b) y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s70_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s70_dom (2 + a) (2 + b) y1) (Hm : meas (s70_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s70_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s70_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s70_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s70_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s70_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s70_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s70_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s70_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s70_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s70_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s70_c2_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s70_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s70_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C70 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s70_dom in Hdom.
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
      exact (s70_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s70_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s71_c1_moves : lmoves (s71_board 1) = [].
Proof. unfold s71_board. tf_options. Qed.
Lemma s71_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s71_dom 1 y1) (Hm : meas (s71_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s71_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s71_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s71_board 1)) in Hg. cbn [lefts] in Hg. rewrite s71_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s71_c2_moves (a : nat) : lmoves (s71_board (2 + a)) = [].
Proof. unfold s71_board. tf_options. Qed.
Lemma s71_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s71_dom (2 + a) y1) (Hm : meas (s71_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s71_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s71_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s71_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s71_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s71_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C71 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s71_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s71_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s71_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s72_c1_moves : lmoves (s72_board 1 1) = [[E; F; T; T; F; T; E; F]; [T; F; E; T; F; E; T; F]].
Proof. unfold s72_board. tf_options. Qed.
Lemma s72_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; F; T; T; F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; T; E; F]) []) (s120_board 2) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; E; F]) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_star; zlia.
  - intros HT; apply (use120 IH 2 y1); [unfold s120_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([T; F; E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s100_board 1) (0) _ (int (Z.of_nat y1)) (s100_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [strip_eq | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH 1 y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s72_board 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s72_board 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; T; F; E]) []) (s102_board 1) (0) _ (s102_form y1)).
  - unfold strip, s72_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; T; F; E]) []); [reflexivity | unfold s102_board; target_board_eq | strip_offset].
  - unfold s102_form; apply form_int; zlia.
  - intros HT; apply (use102 IH 1 y1); [unfold s102_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s72_dom 1 1 y1) (Hm : meas (s72_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s72_board 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s72_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s72_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s72_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s72_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s72_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s72_c2_moves (b : nat) : lmoves (s72_board 1 (2 + b)) = [E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b); T :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s72_board. tf_options. Qed.
Lemma s72_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []) (s126_board 0 0 2 1 (2 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 0 0 2 1 (2 + b) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s72_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s101_board 1 (2 + b)) (0) _ (s101_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_star; zlia.
  - intros HT; apply (use101 IH 1 (2 + b) y1); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s72_board 1 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s72_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []) (s103_board 1 (2 + b)) (0) _ (s103_form y1)).
  - unfold strip, s72_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s103_board; target_board_eq | strip_offset].
  - unfold s103_form; apply form_int; zlia.
  - intros HT; apply (use103 IH 1 (2 + b) y1); [unfold s103_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s72_dom 1 (2 + b) y1) (Hm : meas (s72_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s72_board 1 (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s72_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s72_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s72_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s72_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c2_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s72_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c2_f1_a2 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s72_c3_moves (a : nat) : lmoves (s72_board (2 + a) 1) = [repeat T (1 + a) ++ [E; F; T; T; F; T; E; F]; repeat T (2 + a) ++ [F; E; T; F; E; T; F]].
Proof. unfold s72_board. tf_options. Qed.
Lemma s72_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; T; E; F]) []) (s99_board 1 2 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; E; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH 1 2 1 y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; E; F]) []) (s99_board (2 + a) 2 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; E; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH (2 + a) 2 1 y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s100_board (2 + a)) (0) _ (int (Z.of_nat y1)) (s100_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [strip_eq | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH (2 + a) y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s72_board (2 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s72_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; T; F; E]) []) (s102_board (2 + a)) (0) _ (s102_form y1)).
  - unfold strip, s72_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; T; F; E]) []); [reflexivity | unfold s102_board; target_board_eq | strip_offset].
  - unfold s102_form; apply form_int; zlia.
  - intros HT; apply (use102 IH (2 + a) y1); [unfold s102_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s72_dom (2 + a) 1 y1) (Hm : meas (s72_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s72_board (2 + a) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s72_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s72_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s72_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s72_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c3_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s72_c3_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c3_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s72_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c3_f1_a3 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s72_c4_moves (a b : nat) : lmoves (s72_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s72_board. tf_options. Qed.
Lemma s72_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []) (s99_board 1 2 (2 + b)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH 1 2 (2 + b) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: T :: E :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []) (s99_board (2 + a) 2 (2 + b)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH (2 + a) 2 (2 + b) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s101_board (2 + a) (2 + b)) (0) _ (s101_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_star; zlia.
  - intros HT; apply (use101 IH (2 + a) (2 + b) y1); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s72_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s72_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []) (s103_board (2 + a) (2 + b)) (0) _ (s103_form y1)).
  - unfold strip, s72_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s103_board; target_board_eq | strip_offset].
  - unfold s103_form; apply form_int; zlia.
  - intros HT; apply (use103 IH (2 + a) (2 + b) y1); [unfold s103_dom; zlia | unfold lex3; lia].
Qed.
Lemma s72_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s72_dom (2 + a) (2 + b) y1) (Hm : meas (s72_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s72_board (2 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s72_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s72_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s72_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c4_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s72_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c4_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s72_c4_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c4_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s72_c4_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s72_c4_f1_a4 IH a b y1 Hw Hm Hd Hr).
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
      exact (s72_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s72_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s72_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s72_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s73_c1_moves (b : nat) : lmoves (s73_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; E; F]; T :: F :: E :: repeat T (1 + b) ++ [E; F; T; F]].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + b) ++ [F; F; E]) []) (s37_board (3 + b)) (-1) _ (s37_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; F; E]) []); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (3 + b) (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s100_board 1) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH 1 y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s121_board 1 (2 + b) 1) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH 1 (2 + b) 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s73_dom 1 (2 + b) 1 y1) (Hm : meas (s73_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s73_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s73_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s73_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s73_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s73_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c1_t2_a2 IH b y1 Hw (move_below_l _ _ 1 _ _ (s73_c1_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s73_c2_moves (b c : nat) : lmoves (s73_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c); T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) []) (s43_board 0 (3 + b) 1 (2 + c)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (3 + b) 1 (2 + c) y1); [unfold s43_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s73_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s104_board 1 (2 + c)) (0) _ (s104_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s104_board; target_board_eq | strip_offset].
  - unfold s104_form; apply form_int; zlia.
  - intros HT; apply (use104 IH 1 (2 + c) y1); [unfold s104_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s121_board 1 (2 + b) (2 + c)) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH 1 (2 + b) (2 + c) y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s73_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s73_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s73_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s73_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s73_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s73_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s73_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c2_t2_a2 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s73_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s73_c3_moves (a b : nat) : lmoves (s73_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; F]].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; E; F]) []) (s73_board 1 (3 + b) 1) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; E; F]) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH 1 (3 + b) 1 y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E; F]) []) (s73_board (2 + a) (3 + b) 1) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E; F]) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (2 + a) (3 + b) 1 y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s100_board (2 + a)) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH (2 + a) y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s121_board (2 + a) (2 + b) 1) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH (2 + a) (2 + b) 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s73_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s73_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s73_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s73_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s73_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s73_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s73_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s73_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c3_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s73_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s73_c4_moves (a b c : nat) : lmoves (s73_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)].
Proof. unfold s73_board. tf_options. Qed.
Lemma s73_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) []) (s73_board 1 (3 + b) (2 + c)) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH 1 (3 + b) (2 + c) y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) []) (s73_board (2 + a) (3 + b) (2 + c)) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (2 + a) (3 + b) (2 + c) y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s104_board (2 + a) (2 + c)) (0) _ (s104_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s104_board; target_board_eq | strip_offset].
  - unfold s104_form; apply form_int; zlia.
  - intros HT; apply (use104 IH (2 + a) (2 + c) y1); [unfold s104_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s121_board (2 + a) (2 + b) (2 + c)) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH (2 + a) (2 + b) (2 + c) y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s73_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s73_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s73_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s73_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s73_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s73_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s73_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s73_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c4_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s73_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c4_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s73_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s73_c4_t2_a2 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s73_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s73_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C73 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s73_dom in Hdom.
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
        exact (s73_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s73_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s73_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s73_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s74_c1_moves (a : nat) : lmoves (s74_board (3 + a)) = [].
Proof. unfold s74_board. tf_options. Qed.
Lemma s74_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s74_board (3 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s74_board (3 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; F; E; F]) [(1, 1)]) (s105_board (3 + a)) (1) _ (s105_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s74_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s74_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s74_dom (3 + a) y1) (Hm : meas (s74_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s74_board (3 + a))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s74_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s74_board (3 + a))) in Hg. cbn [lefts] in Hg. rewrite s74_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s74_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s74_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C74 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s74_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s74_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s75_c1_moves (a b : nat) : lmoves (s75_board (4 + a) (2 + b)) = [].
Proof. unfold s75_board. tf_options. Qed.
Lemma s75_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s75_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s75_board (4 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []) (s106_board (4 + a) (1 + b)) (0) _ (s106_form y1)).
  - unfold strip, s75_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH (4 + a) (1 + b) y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s75_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s75_dom (4 + a) (2 + b) y1) (Hm : meas (s75_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s75_board (4 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s75_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s75_board (4 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s75_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s75_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
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
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s75_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s76_c1_moves (a : nat) : lmoves (s76_board (3 + a) 2 1) = [repeat T (3 + a) ++ [F; F; E; E; T; F]].
Proof. unfold s76_board. tf_options. Qed.
Lemma s76_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ [F; F; E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; F; E; F]) [(1, 1)]) (s105_board (3 + a)) (1) _ (s105_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s76_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s76_dom (3 + a) 2 1 y1) (Hm : meas (s76_board (3 + a) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s76_board (3 + a) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s76_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s76_board (3 + a) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s76_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s76_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s76_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s76_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C76 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s76_dom in Hdom.
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s76_c1 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s77_c1_moves (a b d : nat) : lmoves (s77_board (4 + a) (2 + b) 1 (2 + d)) = [repeat T (4 + a) ++ repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)].
Proof. unfold s77_board. tf_options. Qed.
Lemma s77_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : ((Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (4 + a) >= 5 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) []) (s119_board (4 + a) (2 + b) 0 1 (1 + d)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (4 + a) (2 + b) 0 1 (1 + d) y1); [unfold s119_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s77_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s77_dom (4 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s77_board (4 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s77_board (4 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s77_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s77_board (4 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s77_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (4 + a) >= 5 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s77_c1_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s77_c1_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s77_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C77 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s77_dom in Hdom.
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s77_c1 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s78_c1_moves (a : nat) : lmoves (s78_board (3 + a)) = [repeat T (2 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s100_board (2 + a)) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH (2 + a) y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s78_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s78_dom (3 + a) y1) (Hm : meas (s78_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s78_board (3 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s78_board (3 + a))) in Hg. cbn [lefts] in Hg. rewrite s78_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s78_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s78_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s78_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C78 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s78_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s78_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s79_c1_moves (a b : nat) : lmoves (s79_board (3 + a) (2 + b)) = [repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s79_board. tf_options. Qed.
Lemma s79_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s104_board (2 + a) (2 + b)) (0) _ (s104_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s104_board; target_board_eq | strip_offset].
  - unfold s104_form; apply form_int; zlia.
  - intros HT; apply (use104 IH (2 + a) (2 + b) y1); [unfold s104_dom; zlia | unfold lex3; lia].
Qed.
Lemma s79_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s79_dom (3 + a) (2 + b) y1) (Hm : meas (s79_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s79_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s79_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s79_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s79_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s79_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s79_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s79_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C79 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s79_dom in Hdom.
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
  exact (s79_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s80_c1_moves (b : nat) : lmoves (s80_board 1 (2 + b) 0) = [].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s80_dom 1 (2 + b) 0 y1) (Hm : meas (s80_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s80_board 1 (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s80_board 1 (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s80_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s80_c2_moves (b : nat) : lmoves (s80_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; F; E]) [(1, 0)]) (s80_board 1 (2 + b) 0) (0) _ (s80_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 (2 + b) 0 y1); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s80_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s80_dom 1 (2 + b) 1 y1) (Hm : meas (s80_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s80_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s80_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s80_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s80_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s80_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s80_c3_moves (a b : nat) : lmoves (s80_board (2 + a) (2 + b) 0) = [].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s80_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s80_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s80_board (2 + a) (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s80_board (2 + a) (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s80_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s80_c4_moves (a b : nat) : lmoves (s80_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E]) [(1, 0)]) (s80_board (2 + a) (2 + b) 0) (0) _ (s80_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (2 + b) 0 y1); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s80_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s80_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s80_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s80_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s80_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s80_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s80_c4_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s80_c4_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s80_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C80 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s80_dom in Hdom.
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
        exact (s80_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s80_c2 IH b y1 Hdom Hm Hd Hr).
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
        exact (s80_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s80_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s81_c1_moves (a : nat) : lmoves (s81_board (4 + a) 1) = [repeat T (4 + a) ++ [F; F; E; E; F; T; F]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ [F; F; E; E; F; T; F])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; E; F; E; T; F]) []) (s107_board (4 + a)) (0) _ (s107_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; F; E; T; F]) []); [reflexivity | unfold s107_board; target_board_eq | strip_offset].
  - unfold s107_form; apply form_int; zlia.
  - intros HT; apply (use107 IH (4 + a) y1); [unfold s107_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s81_board (4 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s81_board (4 + a) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; F; T; E; E; F]) []) (s53_board (4 + a) 3) (0) _ (s53_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s81_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; T; E; E; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (4 + a) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s81_dom (4 + a) 1 y1) (Hm : meas (s81_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board (4 + a) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board (4 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s81_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s81_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s81_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s81_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s81_c2_moves (a b : nat) : lmoves (s81_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: E :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: E :: F :: T :: repeat F (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) []) (s108_board (5 + a) (2 + b)) (0) _ (s108_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s108_board; target_board_eq | strip_offset].
  - unfold s108_form; apply form_int; zlia.
  - intros HT; apply (use108 IH (5 + a) (2 + b) y1); [unfold s108_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s81_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s81_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []) (s114_board (5 + a) 3 0 (2 + b)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s81_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) 3 0 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s81_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s81_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []) (s109_board (5 + a) 3 (2 + b)) (0) _ (s109_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s81_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH (5 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s109_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s81_dom (5 + a) (2 + b) y1) (Hm : meas (s81_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s81_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s81_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s81_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s81_c2_f1_a2 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s81_c2_f1_a3 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s81_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C81 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s81_dom in Hdom.
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
  exact (s81_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s81_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s82_c1_moves (a b : nat) : lmoves (s82_board (4 + a) (2 + b) 1 1) = [repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]].
Proof. unfold s82_board. tf_options. Qed.
Lemma s82_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []) (s53_board (4 + a) (3 + b)) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (4 + a) (3 + b) y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s82_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s82_dom (4 + a) (2 + b) 1 1 y1) (Hm : meas (s82_board (4 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s82_board (4 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s82_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s82_board (4 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s82_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s82_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s82_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s82_c2_moves (a b d : nat) : lmoves (s82_board (5 + a) (2 + b) 1 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)].
Proof. unfold s82_board. tf_options. Qed.
Lemma s82_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []) (s114_board (5 + a) (3 + b) 0 (2 + d)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) (3 + b) 0 (2 + d) y1); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s82_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s82_dom (5 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s82_board (5 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s82_board (5 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s82_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s82_board (5 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s82_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s82_c2_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s82_c2_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s82_c3_moves (a b c : nat) : lmoves (s82_board (5 + a) (2 + b) (2 + c) 1) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]].
Proof. unfold s82_board. tf_options. Qed.
Lemma s82_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []) (s87_board (5 + a) (2 + b) 1 (3 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (5 + a) (2 + b) 1 (3 + c) y1); [unfold s87_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s82_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s82_dom (5 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s82_board (5 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s82_board (5 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s82_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s82_board (5 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s82_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s82_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s82_c3_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s82_c4_moves (a b c d : nat) : lmoves (s82_board (5 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s82_board. tf_options. Qed.
Lemma s82_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []) (s82_board (5 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (5 + a) (3 + b) (1 + c) (2 + d) y1); [unfold s82_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s82_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s82_dom (5 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s82_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s82_board (5 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s82_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s82_board (5 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s82_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s82_c4_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s82_c4_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s82_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C82 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s82_dom in Hdom.
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
  exact (s82_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s82_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s82_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s82_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s83_c1_moves (a b d : nat) : lmoves (s83_board (5 + a) (2 + b) 1 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []) (s109_board (5 + a) (3 + b) (2 + d)) (0) _ (s109_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH (5 + a) (3 + b) (2 + d) y1); [unfold s109_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s83_board (5 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s83_board (5 + a) (2 + b) 1 (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (2 + d)) []) (s110_board (5 + a) (2 + b) (2 + d)) (0) _ (s110_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s83_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (2 + d)) []); [reflexivity | unfold s110_board; target_board_eq | strip_offset].
  - unfold s110_form; apply form_int; zlia.
  - intros HT; apply (use110 IH (5 + a) (2 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s110_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s83_board (5 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s83_board (5 + a) (2 + b) 1 (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (3 + d)) []) (s111_board (5 + a) (2 + b) (3 + d)) (0) _ (s111_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s83_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (3 + d)) []); [reflexivity | unfold s111_board; target_board_eq | strip_offset].
  - unfold s111_form; apply form_int; zlia.
  - intros HT; apply (use111 IH (5 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s111_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s83_dom (5 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s83_board (5 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (5 + a) (2 + b) 1 (2 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (5 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s83_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s83_c1_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s83_c1_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s83_c1_f1_a1 IH a b d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s83_c1_f1_a2 IH a b d y1 Hw Hm Hd Hr). }

Qed.

Lemma s83_c2_moves (a b c d : nat) : lmoves (s83_board (5 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []) (s83_board (5 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) (3 + b) (1 + c) (2 + d) y1); [unfold s83_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s83_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s83_board (5 + a) (2 + b) (2 + c) (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s82_board (5 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s82_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s83_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (5 + a) (2 + b) (3 + c) (1 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s82_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s83_c2_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s83_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s83_board (5 + a) (2 + b) (2 + c) (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s83_board (5 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s83_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s83_dom (5 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s83_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (5 + a) (2 + b) (2 + c) (2 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (5 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s83_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s83_c2_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s83_c2_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s83_c2_f1_a3 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s83_c2_f1_a4 IH a b c d y1 Hw Hm Hd Hr). }

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
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
  exact (s83_c1 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s83_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s84_c1_moves (a b : nat) : lmoves (s84_board (5 + a) (3 + b)) = [repeat T (5 + a) ++ F :: F :: E :: E :: T :: repeat F (3 + b)].
Proof. unfold s84_board. tf_options. Qed.
Lemma s84_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: E :: T :: repeat F (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: E :: T :: repeat F (3 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []) (s112_board (5 + a) (2 + b)) (0) _ (s112_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s112_board; target_board_eq | strip_offset].
  - unfold s112_form; apply form_int; zlia.
  - intros HT; apply (use112 IH (5 + a) (2 + b) y1); [unfold s112_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s84_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s84_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []) (s113_board (5 + a) 2 1 2) (0) _ (s113_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s84_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (5 + a) 2 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s113_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s84_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) (Hm : (meas (s84_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s84_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []) (s81_board (6 + a) (3 + b)) (0) _ (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s84_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (6 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s84_dom (5 + a) (3 + b) y1) (Hm : meas (s84_board (5 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s84_board (5 + a) (3 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s84_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s84_board (5 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s84_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s84_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s84_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s84_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) by zlia. exact (s84_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s84_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C84 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s84_dom in Hdom.
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
  exact (s84_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s85_c1_moves (a : nat) : lmoves (s85_board (5 + a) 2) = [repeat T (5 + a) ++ [F; E; F; T; F; E; F; F]].
Proof. unfold s85_board. tf_options. Qed.
Lemma s85_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; E; F; T; F; E; F; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ [F; E; F; T; F; E; F; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []) (s113_board (5 + a) 2 1 2) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (5 + a) 2 1 2 y1); [unfold s113_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s85_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s85_dom (5 + a) 2 y1) (Hm : meas (s85_board (5 + a) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s85_board (5 + a) 2)) (int (Z.of_nat y1)).
Proof.
  unfold s85_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s85_board (5 + a) 2)) in Hg. cbn [lefts] in Hg. rewrite s85_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s85_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s85_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
  assert (b = 0) by zlia; subst b.
  exact (s85_c1 IH a y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s86_c1_moves (a b : nat) : lmoves (s86_board (6 + a) (3 + b)) = [repeat T (6 + a) ++ F :: E :: F :: T :: F :: E :: repeat F (3 + b)].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: E :: F :: T :: F :: E :: repeat F (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (6 + a) ++ F :: E :: F :: T :: F :: E :: repeat F (3 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []) (s81_board (6 + a) (3 + b)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (6 + a) (3 + b) y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s86_board (6 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s86_board (6 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ [F; T; F; F; E; E; F; F; F]) []) (s114_board (6 + a) 1 2 3) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s86_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ [F; T; F; F; E; E; F; F; F]) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (6 + a) 1 2 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) (Hm : (meas (s86_board (6 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s86_board (6 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ F :: T :: F :: F :: E :: E :: repeat F (4 + b)) []) (s115_board (7 + a) 1 2 (4 + b)) (0) _ (s115_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s86_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ F :: T :: F :: F :: E :: E :: repeat F (4 + b)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (7 + a) 1 2 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s115_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s86_dom (6 + a) (3 + b) y1) (Hm : meas (s86_board (6 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s86_board (6 + a) (3 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s86_board (6 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s86_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s86_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s86_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s86_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) by zlia. exact (s86_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

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
      do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s86_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s87_c1_moves (d : nat) : lmoves (s87_board 1 1 1 (2 + d)) = [E :: F :: T :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: T :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + d) ++ [E]) []) (s42_board 0 2 (2 + d)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 (2 + d) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s87_dom 1 1 1 (2 + d) y1) (Hm : meas (s87_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board 1 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c1_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s87_c1_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_c2_moves (c d : nat) : lmoves (s87_board 1 1 (2 + c) (2 + d)) = [E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []) (s42_board 0 (3 + c) (2 + d)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + c) (2 + d) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s87_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s87_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board 1 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s87_c2_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s87_c2_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_c3_moves (b d : nat) : lmoves (s87_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s87_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s87_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_c4_moves (b c d : nat) : lmoves (s87_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s87_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s87_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_c5_moves (a d : nat) : lmoves (s87_board (2 + a) 1 1 (2 + d)) = [repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []) (s87_board 1 1 2 (2 + d)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 1 2 (2 + d) y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s87_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []) (s87_board (2 + a) 1 2 (2 + d)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 1 2 (2 + d) y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s87_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s87_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s87_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board (2 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c5_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s87_c5_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c5_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s87_c5_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_c6_moves (a c d : nat) : lmoves (s87_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []) (s87_board 1 1 (3 + c) (2 + d)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 1 (3 + c) (2 + d) y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s87_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []) (s87_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s87_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s87_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s87_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s87_c6_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s87_c6_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s87_c6_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s87_c6_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_c7_moves (a b d : nat) : lmoves (s87_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s87_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s87_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_c8_moves (a b c d : nat) : lmoves (s87_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s87_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s87_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s87_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s87_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C87 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s87_dom in Hdom.
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
          exact (s87_c1 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s87_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s87_c3 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s87_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s87_c5 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s87_c6 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s87_c7 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s87_c8 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s88_c1_moves : lmoves (s88_board 1) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 y1) (Hm : meas (s88_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1)) in Hg. cbn [lefts] in Hg. rewrite s88_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c2_moves (a : nat) : lmoves (s88_board (2 + a)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) y1) (Hm : meas (s88_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s88_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C88 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s88_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s88_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s88_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s89_c1_moves (b : nat) : lmoves (s89_board 1 (3 + b) 1) = [E :: T :: E :: F :: repeat T (3 + b) ++ [F]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: T :: E :: F :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: repeat T (3 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s61_board 1 (3 + b)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 (3 + b) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s89_dom 1 (3 + b) 1 y1) (Hm : meas (s89_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s89_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s89_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s89_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_c2_moves (b c : nat) : lmoves (s89_board 1 (3 + b) (2 + c)) = [E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s62_board 0 1 (3 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 (3 + b) (2 + c) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s89_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s89_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s89_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s89_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s89_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_c3_moves (a : nat) : lmoves (s89_board (2 + a) 0 0) = [repeat T (1 + a) ++ [E; T; E; F]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E]) []) (s42_board 1 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) []) (s42_board (2 + a) 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s89_dom (2 + a) 0 0 y1) (Hm : meas (s89_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board (2 + a) 0 0)) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) 0 0)) in Hg. cbn [lefts] in Hg. rewrite s89_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s89_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s89_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s89_c3_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s89_c3_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_c4_moves (a b : nat) : lmoves (s89_board (2 + a) (3 + b) 1) = [repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ [F]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s62_board 1 1 (3 + b) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 (3 + b) 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s62_board (2 + a) 1 (3 + b) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 (3 + b) 1 y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s89_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s89_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s89_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s89_c4_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s89_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s89_c4_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s89_c4_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_c5_moves (a b c : nat) : lmoves (s89_board (2 + a) (3 + b) (2 + c)) = [repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s62_board 1 1 (3 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 (3 + b) (2 + c) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s62_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 (3 + b) (2 + c) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s89_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s89_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s89_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s89_c5_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s89_c5_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s89_c5_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s89_c5_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C89 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s89_dom in Hdom.
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
  exact (s89_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s89_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s89_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
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
  exact (s89_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s89_c5 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s90_c1_moves : lmoves (s90_board) = [[E; T; T; T; F; F; E; F; T]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; T; T; F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F; F; E]) [(1, 0)]) (s42_board 0 3 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 3 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s90_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s90_dom y1) (Hm : meas (s90_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board)) in Hg. cbn [lefts] in Hg. rewrite s90_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s90_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s90_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C90 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s90_dom in Hdom.
  exact (s90_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s91_c1_moves (a : nat) : lmoves (s91_board (3 + a)) = [E :: repeat T (3 + a) ++ [F; F; E; F; T]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 <= 2)%Z) (Hm : (meas (E :: repeat T (3 + a) ++ [F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + a) ++ [F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + a) ++ [F; F; F; E]) [(1, 0)]) (s42_board 0 (3 + a) 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + a) ++ [F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + a) 3 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s91_dom (3 + a) y1) (Hm : meas (s91_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s91_board (3 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s91_board (3 + a))) in Hg. cbn [lefts] in Hg. rewrite s91_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 <= 2)%Z) by zlia. exact (s91_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s91_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s91_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C91 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s91_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s91_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s92_c1_moves (a : nat) : lmoves (s92_board (2 + a)) = [E :: T :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + a)) []) (s96_board 0 4 3 (1 + a)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + a)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 4 3 (1 + a) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s92_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s92_dom (2 + a) y1) (Hm : meas (s92_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s92_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s92_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s92_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s92_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s92_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s92_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C92 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s92_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s92_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s93_c1_moves : lmoves (s93_board 0 1 1) = [[E; T; T; T; F; E; T; F]].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F]) [(1, 1)]) (s33_board) (1) _ (s33_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s33_board; target_board_eq | strip_offset].
  - unfold s33_form; apply form_int; zlia.
  - intros HT; apply (use33 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s33_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s93_dom 0 1 1 y1) (Hm : meas (s93_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s93_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s93_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s93_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_c2_moves (c : nat) : lmoves (s93_board 0 1 (2 + c)) = [E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []) (s67_board 0 (1 + c)) (0) _ (s67_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s67_board; target_board_eq | strip_offset].
  - unfold s67_form; apply form_int; zlia.
  - intros HT; apply (use67 IH 0 (1 + c) y1); [unfold s67_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s93_dom 0 1 (2 + c) y1) (Hm : meas (s93_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board 0 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board 0 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s93_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s93_c2_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s93_c2_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_c3_moves (b : nat) : lmoves (s93_board 0 (3 + b) 1) = [E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F]].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: repeat F (4 + b)) [(1, 1)]) (s42_board 0 3 (4 + b)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (4 + b)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s93_dom 0 (3 + b) 1 y1) (Hm : meas (s93_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board 0 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board 0 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s93_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s93_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s93_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_c4_moves (b c : nat) : lmoves (s93_board 0 (3 + b) (2 + c)) = [E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) []) (s93_board 0 (4 + b) (1 + c)) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH 0 (4 + b) (1 + c) y1); [unfold s93_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s93_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s93_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s93_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s93_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s93_c4_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s93_c4_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_c5_moves (b : nat) : lmoves (s93_board 1 (3 + b) 1) = [E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F]; T :: E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F]].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; F; E]) []) (s116_board 4 (3 + b)) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH 4 (3 + b) y1); [unfold s116_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s93_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: repeat F (4 + b)) [(1, 1)]) (s42_board 1 3 (4 + b)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: repeat F (4 + b)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 3 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s93_dom 1 (3 + b) 1 y1) (Hm : meas (s93_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s93_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s93_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s93_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s93_c5_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s93_c5_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_c6_moves (b c : nat) : lmoves (s93_board 1 (3 + b) (2 + c)) = [E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c); T :: E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s96_board 0 4 (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 4 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s93_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) []) (s93_board 1 (4 + b) (1 + c)) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH 1 (4 + b) (1 + c) y1); [unfold s93_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s93_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s93_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s93_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s93_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s93_c6_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s93_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s93_c6_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s93_c6_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_c7_moves (a b : nat) : lmoves (s93_board (2 + a) (3 + b) 1) = [repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F]; repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F]].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; F; E]) []) (s117_board 1 4 (3 + b)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 4 (3 + b) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; F; E]) []) (s117_board (2 + a) 4 (3 + b)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (2 + a) 4 (3 + b) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (4 + b)) [(1, 1)]) (s42_board (2 + a) 3 (4 + b)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (4 + b)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 3 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s93_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s93_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s93_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s93_c7_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s93_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s93_c7_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s93_c7_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s93_c7_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s93_c7_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_c8_moves (a b c : nat) : lmoves (s93_board (2 + a) (3 + b) (2 + c)) = [repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s96_board 1 4 (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 4 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s93_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s96_board (2 + a) 4 (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) 4 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s93_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) []) (s93_board (2 + a) (4 + b) (1 + c)) (0) _ (s93_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (4 + b) ++ T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s93_board; target_board_eq | strip_offset].
  - unfold s93_form; apply form_int; zlia.
  - intros HT; apply (use93 IH (2 + a) (4 + b) (1 + c) y1); [unfold s93_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s93_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s93_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s93_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s93_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s93_c8_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s93_c8_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s93_c8_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s93_c8_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s93_c8_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s93_c8_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C93 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s93_dom in Hdom.
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
        exact (s93_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s93_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s93_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s93_c4 IH b c y1 Hdom Hm Hd Hr).
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
  exact (s93_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s93_c6 IH b c y1 Hdom Hm Hd Hr).
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
  exact (s93_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s93_c8 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s94_c1_moves (a : nat) : lmoves (s94_board (4 + a)) = [E :: repeat T (5 + a) ++ [F; F; T; F; E]; T :: E :: repeat T (4 + a) ++ [F; F; E; F; T]].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: repeat T (5 + a) ++ [F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (5 + a) ++ [F; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s91_board (5 + a)) (0) _ (int ((Z.of_nat y1) - 1)) (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (5 + a) ++ [F; F; T; F; E]) []); [strip_eq | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (5 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (T :: E :: repeat T (4 + a) ++ [F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (4 + a) ++ [F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + a) ++ [F; F; F; E]) [(1, 0)]) (s42_board 1 (4 + a) 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + a) ++ [F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (4 + a) 3 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s94_dom (4 + a) y1) (Hm : meas (s94_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board (4 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board (4 + a))) in Hg. cbn [lefts] in Hg. rewrite s94_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s94_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s94_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s94_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s94_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C94 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s94_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s94_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s95_c1_moves (a b : nat) : lmoves (s95_board (2 + a) (4 + b)) = [repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]; repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; E; F; T]].
Proof. unfold s95_board. tf_options. Qed.
Lemma s95_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s94_board (5 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s94_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (5 + b) ++ [F; F; T; F; E]) []); [strip_eq | unfold s94_board; target_board_eq | strip_offset].
  - unfold s94_form; apply form_int; zlia.
  - intros HT; apply (use94 IH (5 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s94_dom; zlia | unfold lex3; lia].
Qed.
Lemma s95_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s95_board (2 + a) (5 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s95_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]) []); [strip_eq | unfold s95_board; target_board_eq | strip_offset].
  - unfold s95_form; apply form_int; zlia.
  - intros HT; apply (use95 IH (2 + a) (5 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s95_dom; zlia | unfold lex3; lia].
Qed.
Lemma s95_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; F; E]) [(1, 0)]) (s42_board (2 + a) (4 + b) 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (4 + b) 3 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s95_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s95_dom (2 + a) (4 + b) y1) (Hm : meas (s95_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s95_board (2 + a) (4 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s95_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s95_board (2 + a) (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s95_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 4)%Z) by zlia. exact (s95_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s95_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s95_c1_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s95_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s95_c1_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s95_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s95_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C95 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s95_dom in Hdom.
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
  exact (s95_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s96_c1_moves (b : nat) : lmoves (s96_board 0 (3 + b) 1 1) = [E :: repeat T (3 + b) ++ [F; E; T; F]].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]) (s37_board (3 + b)) (1) _ (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s96_dom 0 (3 + b) 1 1 y1) (Hm : meas (s96_board 0 (3 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board 0 (3 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board 0 (3 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s96_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s96_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s96_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_c2_moves (b d : nat) : lmoves (s96_board 0 (4 + b) 1 (2 + d)) = [E :: repeat T (4 + b) ++ F :: E :: T :: repeat F (2 + d)].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []) (s96_board 0 (4 + b) 2 (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (4 + b) 2 (1 + d) y1); [unfold s96_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s96_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s96_dom 0 (4 + b) 1 (2 + d) y1) (Hm : meas (s96_board 0 (4 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board 0 (4 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board 0 (4 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s96_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s96_c2_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s96_c2_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_c3_moves (b c : nat) : lmoves (s96_board 0 (2 + b) (2 + c) 1) = [E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s42_board 0 (2 + b) (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s96_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s96_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s96_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s96_c3_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s96_c3_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_c4_moves (b c d : nat) : lmoves (s96_board 0 (2 + b) (2 + c) (2 + d)) = [E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s96_board 0 (2 + b) (3 + c) (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (2 + b) (3 + c) (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s96_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s96_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s96_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s96_c4_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s96_c4_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_c5_moves (b c : nat) : lmoves (s96_board 1 (2 + b) (2 + c) 1) = [E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s116_board (3 + b) (2 + c)) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (3 + b) (2 + c) y1); [unfold s116_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s42_board 1 (2 + b) (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s96_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s96_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s96_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s96_c5_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s96_c5_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s96_c5_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s96_c5_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_c6_moves (b c d : nat) : lmoves (s96_board 1 (2 + b) (2 + c) (2 + d)) = [E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s96_board 0 (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s96_board 1 (2 + b) (3 + c) (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (2 + b) (3 + c) (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s96_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s96_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s96_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s96_c6_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s96_c6_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s96_c6_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s96_c6_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_c7_moves (a b c : nat) : lmoves (s96_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s117_board 1 (3 + b) (2 + c)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 (3 + b) (2 + c) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s117_board (2 + a) (3 + b) (2 + c)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (2 + a) (3 + b) (2 + c) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s42_board (2 + a) (2 + b) (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s96_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s96_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s96_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s96_c7_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s96_c7_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s96_c7_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s96_c7_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s96_c7_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s96_c7_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_c8_moves (a b c d : nat) : lmoves (s96_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s96_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s96_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s96_board (2 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) (2 + b) (3 + c) (1 + d) y1); [unfold s96_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s96_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s96_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s96_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s96_c8_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s96_c8_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s96_c8_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s96_c8_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s96_c8_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s96_c8_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C96 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s96_dom in Hdom.
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s96_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s96_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s96_c3 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s96_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s96_c5 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s96_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s96_c7 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s96_c8 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s97_c1_moves (b : nat) : lmoves (s97_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; T; E; F]; T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s96_board 0 (3 + b) 1 1) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (3 + b) 1 1 y1); [unfold s96_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s87_board 1 1 (2 + b) 2) (1) _ (s87_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 1 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s97_dom 1 (2 + b) 1 y1) (Hm : meas (s97_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s97_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s97_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c2_moves (b c : nat) : lmoves (s97_board 1 (3 + b) (2 + c)) = [E :: F :: repeat T (4 + b) ++ F :: T :: E :: repeat F (2 + c); T :: F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (4 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (4 + b) ++ F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (4 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s96_board 0 (4 + b) 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (4 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (4 + b) 1 (2 + c) y1); [unfold s96_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s118_board 1 (3 + b) 2 (1 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (3 + b) 2 (1 + c) y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s97_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s97_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s97_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s97_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s97_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s97_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c3_moves (a b : nat) : lmoves (s97_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s97_board 1 (3 + b) 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 (3 + b) 1 y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s97_board (2 + a) (3 + b) 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) (3 + b) 1 y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s87_board (2 + a) 1 (2 + b) 2) (1) _ (s87_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 1 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s97_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s97_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s97_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s97_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c4_moves (a b c : nat) : lmoves (s97_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s97_board 1 (3 + b) (2 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 (3 + b) (2 + c) y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s97_board (2 + a) (3 + b) (2 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) (3 + b) (2 + c) y1); [unfold s97_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s118_board (2 + a) (2 + b) 2 (1 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (2 + b) 2 (1 + c) y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s97_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s97_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s97_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s97_c4_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s97_c4_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s97_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C97 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s97_dom in Hdom.
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
        exact (s97_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s97_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s97_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s97_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s98_c1_moves (a b : nat) : lmoves (s98_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; T; F]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F]) [(1, 1)]) (s80_board (2 + a) (2 + b) 1) (1) _ (s80_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s98_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s98_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s98_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s98_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s98_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c2_moves (a b c : nat) : lmoves (s98_board (3 + a) (2 + b) (2 + c)) = [repeat T (3 + a) ++ repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ - Z.of_nat (3 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s119_board (3 + a) (2 + b) 1 1 (1 + c)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (3 + a) (2 + b) 1 1 (1 + c) y1); [unfold s119_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s98_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s98_dom (3 + a) (2 + b) (2 + c) y1) (Hm : meas (s98_board (3 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board (3 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board (3 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s98_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ - Z.of_nat (3 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s98_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s98_c2_moves a b c) eq_refl Hm) Hd Hr). }

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
        exfalso; zlia.
      }
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
        exact (s98_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s98_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s99_c1_moves (b : nat) : lmoves (s99_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; T; E; F]; T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s120_board (3 + b)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_star; zlia.
  - intros HT; apply (use120 IH (3 + b) y1); [unfold s120_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s121_board 1 (2 + b) 1) (0) _ (int (Z.of_nat y1)) (s121_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [strip_eq | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH 1 (2 + b) 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s99_board 1 (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s99_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []) (s123_board 1 (2 + b)) (0) _ (s123_form y1)).
  - unfold strip, s99_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH 1 (2 + b) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s99_dom 1 (2 + b) 1 y1) (Hm : meas (s99_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s99_board 1 (2 + b) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s99_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s99_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s99_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s99_c2_moves (b c : nat) : lmoves (s99_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c); T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s126_board 0 0 (3 + b) 1 (2 + c)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 0 0 (3 + b) 1 (2 + c) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s99_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s122_board 1 (2 + b) 2 (1 + c)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH 1 (2 + b) 2 (1 + c) y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s99_board 1 (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s99_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []) (s124_board 1 (2 + b) (1 + c)) (0) _ (s124_form y1)).
  - unfold strip, s99_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (2 + b) (1 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s99_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s99_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s99_board 1 (2 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s99_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s99_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s99_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c2_f1_a2 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s99_c3_moves (a b : nat) : lmoves (s99_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s99_board 1 (3 + b) 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH 1 (3 + b) 1 y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s99_board (2 + a) (3 + b) 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH (2 + a) (3 + b) 1 y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s121_board (2 + a) (2 + b) 1) (0) _ (int (Z.of_nat y1)) (s121_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [strip_eq | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH (2 + a) (2 + b) 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s99_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s99_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []) (s123_board (2 + a) (2 + b)) (0) _ (s123_form y1)).
  - unfold strip, s99_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH (2 + a) (2 + b) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s99_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s99_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s99_board (2 + a) (2 + b) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s99_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s99_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s99_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s99_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c3_f1_a3 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s99_c4_moves (a b c : nat) : lmoves (s99_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s99_board 1 (3 + b) (2 + c)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH 1 (3 + b) (2 + c) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s99_board (2 + a) (3 + b) (2 + c)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_star; zlia.
  - intros HT; apply (use99 IH (2 + a) (3 + b) (2 + c) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s122_board (2 + a) (2 + b) 2 (1 + c)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH (2 + a) (2 + b) 2 (1 + c) y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s99_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s99_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []) (s124_board (2 + a) (2 + b) (1 + c)) (0) _ (s124_form y1)).
  - unfold strip, s99_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (2 + b) (1 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s99_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s99_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s99_board (2 + a) (2 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s99_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s99_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c4_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s99_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c4_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s99_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s99_c4_f1_a4 IH a b c y1 Hw Hm Hd Hr).
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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        exact (s99_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s99_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s99_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s99_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s100_c1_moves : lmoves (s100_board 1) = [[E; F; T; T; F; E; T; F]; [T; F; E; E; F; T; T; F]].
Proof. unfold s100_board. tf_options. Qed.
Lemma s100_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([T; T; F; F]) [(1, 1)]) (s37_board 2) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 2 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; F; E; T; T; F]) []) (s125_board 1 2 1) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; E; T; T; F]) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 2 1 y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s100_dom 1 y1) (Hm : meas (s100_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s100_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s100_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s100_board 1)) in Hg. cbn [lefts] in Hg. rewrite s100_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s100_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s100_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s100_c2_moves (a : nat) : lmoves (s100_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; T; F; E; T; F]; repeat T (2 + a) ++ [F; E; E; F; T; T; F]].
Proof. unfold s100_board. tf_options. Qed.
Lemma s100_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; E; T; F]) []) (s121_board 1 2 1) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E; T; F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH 1 2 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E; T; F]) []) (s121_board (2 + a) 2 1) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E; T; F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH (2 + a) 2 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []) (s125_board (2 + a) 2 1) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) 2 1 y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s100_dom (2 + a) y1) (Hm : meas (s100_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s100_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s100_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s100_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s100_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s100_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s100_c2_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c2_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s100_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s100_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C100 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s100_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s100_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s100_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s101_c1_moves (b : nat) : lmoves (s101_board 1 (2 + b)) = [T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []) (s126_board 1 2 1 1 (1 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 1 2 1 1 (1 + b) y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s101_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s101_board 1 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s101_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s127_board 1 (1 + b)) (0) _ (s127_form y1)).
  - unfold strip, s101_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH 1 (1 + b) y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s101_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s101_dom 1 (2 + b) y1) (Hm : meas (s101_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s101_board 1 (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s101_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s101_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s101_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s101_c2_moves (a b : nat) : lmoves (s101_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []) (s126_board (2 + a) 2 1 1 (1 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH (2 + a) 2 1 1 (1 + b) y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s101_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s101_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s101_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s127_board (2 + a) (1 + b)) (0) _ (s127_form y1)).
  - unfold strip, s101_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH (2 + a) (1 + b) y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s101_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s101_dom (2 + a) (2 + b) y1) (Hm : meas (s101_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s101_board (2 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s101_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s101_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s101_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s101_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C101 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s101_dom in Hdom.
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
      exact (s101_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s101_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s102_c1_moves : lmoves (s102_board 1) = [[E; F; T; T; F; T; F; E]; [T; F; E; T; F; E; F; T]].
Proof. unfold s102_board. tf_options. Qed.
Lemma s102_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; T; F; E]) []) (s116_board 2 1) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH 2 1 y1); [unfold s116_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s102_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; T; E; E; F]) [(1, 0)]) (s53_board 1 2) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 1 2 y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s102_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s102_dom 1 y1) (Hm : meas (s102_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s102_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s102_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s102_board 1)) in Hg. cbn [lefts] in Hg. rewrite s102_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s102_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s102_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s102_c2_moves (a : nat) : lmoves (s102_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; T; F; T; F; E]; repeat T (2 + a) ++ [F; E; T; F; E; F; T]].
Proof. unfold s102_board. tf_options. Qed.
Lemma s102_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; T; F; E]) []) (s123_board 1 2) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH 1 2 y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []) (s123_board (2 + a) 2) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH (2 + a) 2 y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]) (s53_board (2 + a) 2) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (2 + a) 2 y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s102_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s102_dom (2 + a) y1) (Hm : meas (s102_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s102_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s102_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s102_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s102_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s102_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s102_c2_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c2_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s102_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s102_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C102 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s102_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s102_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s102_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s103_c1_moves (b : nat) : lmoves (s103_board 1 (2 + b)) = [T :: F :: F :: E :: T :: T :: E :: repeat F (2 + b); T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)].
Proof. unfold s103_board. tf_options. Qed.
Lemma s103_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: T :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []) (s113_board 1 2 2 (1 + b)) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH 1 2 2 (1 + b) y1); [unfold s113_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s103_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s127_board 1 (1 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH 1 (1 + b) y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s103_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s103_dom 1 (2 + b) y1) (Hm : meas (s103_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s103_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s103_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s103_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s103_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s103_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s103_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s103_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s103_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s103_c2_moves (a b : nat) : lmoves (s103_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)].
Proof. unfold s103_board. tf_options. Qed.
Lemma s103_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []) (s113_board (2 + a) 2 2 (1 + b)) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (2 + a) 2 2 (1 + b) y1); [unfold s113_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s103_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s127_board (2 + a) (1 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH (2 + a) (1 + b) y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s103_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s103_dom (2 + a) (2 + b) y1) (Hm : meas (s103_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s103_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s103_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s103_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s103_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s103_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s103_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s103_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s103_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s103_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C103 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s103_dom in Hdom.
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
      exact (s103_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s103_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s104_c1_moves (b : nat) : lmoves (s104_board 1 (2 + b)) = [E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b); T :: F :: E :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s104_board. tf_options. Qed.
Lemma s104_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []) (s45_board 0 (2 + b)) (0) _ (s45_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s45_board; target_board_eq | strip_offset].
  - unfold s45_form; apply form_int; zlia.
  - intros HT; apply (use45 IH 0 (2 + b) y1); [unfold s45_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s125_board 1 2 (2 + b)) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 2 (2 + b) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s104_dom 1 (2 + b) y1) (Hm : meas (s104_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s104_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s104_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s104_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s104_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s104_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s104_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s104_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s104_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s104_c2_moves (a b : nat) : lmoves (s104_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s104_board. tf_options. Qed.
Lemma s104_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []) (s121_board 1 2 (2 + b)) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH 1 2 (2 + b) y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []) (s121_board (2 + a) 2 (2 + b)) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH (2 + a) 2 (2 + b) y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s125_board (2 + a) 2 (2 + b)) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) 2 (2 + b) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s104_dom (2 + a) (2 + b) y1) (Hm : meas (s104_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s104_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s104_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s104_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s104_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s104_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s104_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s104_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s104_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s104_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s104_c2_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s104_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s105_c1_moves (a : nat) : lmoves (s105_board (3 + a)) = [].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s105_board (3 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s105_board (3 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; F; F; E; E]) []) (s128_board (3 + a) 3) (0) _ (s128_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s105_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; F; E; E]) []); [reflexivity | unfold s128_board; target_board_eq | strip_offset].
  - unfold s128_form; apply form_int; zlia.
  - intros HT; apply (use128 IH (3 + a) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s128_dom; zlia | unfold lex3; lia].
Qed.
Lemma s105_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s105_dom (3 + a) y1) (Hm : meas (s105_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s105_board (3 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s105_board (3 + a))) in Hg. cbn [lefts] in Hg. rewrite s105_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s105_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s105_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C105 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s105_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s105_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s106_c1_moves (a : nat) : lmoves (s106_board (4 + a) 1) = [repeat T (4 + a) ++ [F; F; E; F; E; T; F]].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ [F; F; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []) (s129_board (4 + a)) (0) _ (s129_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (4 + a) y1); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s106_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s106_dom (4 + a) 1 y1) (Hm : meas (s106_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s106_board (4 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s106_board (4 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s106_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s106_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s106_c2_moves (a b : nat) : lmoves (s106_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s130_board (5 + a) (2 + b)) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (5 + a) (2 + b) y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s106_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s106_dom (5 + a) (2 + b) y1) (Hm : meas (s106_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s106_board (5 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s106_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s106_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s106_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s106_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C106 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s106_dom in Hdom.
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
  exact (s106_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s106_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s107_c1_moves (a : nat) : lmoves (s107_board (4 + a)) = [].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s107_board (4 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s107_board (4 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []) (s129_board (4 + a)) (0) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s107_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (4 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s107_dom (4 + a) y1) (Hm : meas (s107_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s107_board (4 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s107_board (4 + a))) in Hg. cbn [lefts] in Hg. rewrite s107_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s107_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s107_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C107 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s107_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s107_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s108_c1_moves (a b : nat) : lmoves (s108_board (5 + a) (2 + b)) = [].
Proof. unfold s108_board. tf_options. Qed.
Lemma s108_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s108_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s108_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s130_board (5 + a) (2 + b)) (0) _ (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s108_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (5 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s108_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s108_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s131_board (5 + a) (2 + b)) (0) _ (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s108_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (5 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s108_dom (5 + a) (2 + b) y1) (Hm : meas (s108_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s108_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s108_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s108_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s108_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s108_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s108_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C108 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s108_dom in Hdom.
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
  exact (s108_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s109_c1_moves (a b c : nat) : lmoves (s109_board (5 + a) (3 + b) (2 + c)) = [repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)].
Proof. unfold s109_board. tf_options. Qed.
Lemma s109_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (1 + c)) []) (s132_board (5 + a) (3 + b) (1 + c)) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (5 + a) (3 + b) (1 + c) y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s109_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s109_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) []) (s82_board (5 + a) (3 + b) 1 (1 + c)) (0) _ (s82_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s109_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (5 + a) (3 + b) 1 (1 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s82_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s109_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s109_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (2 + c)) []) (s83_board (5 + a) (3 + b) 1 (2 + c)) (0) _ (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s109_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) (3 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s109_dom (5 + a) (3 + b) (2 + c) y1) (Hm : meas (s109_board (5 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s109_board (5 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s109_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s109_board (5 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s109_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s109_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s109_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s109_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s109_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s109_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C109 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s109_dom in Hdom.
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
  exact (s109_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s110_c1_moves (a b c : nat) : lmoves (s110_board (5 + a) (2 + b) (2 + c)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + c)].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)) []) (s77_board (5 + a) (3 + b) 1 (2 + c)) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (5 + a) (3 + b) 1 (2 + c) y1); [unfold s77_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s110_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s110_dom (5 + a) (2 + b) (2 + c) y1) (Hm : meas (s110_board (5 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s110_board (5 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s110_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s110_board (5 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s110_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s110_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s110_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
  exact (s110_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s111_c1_moves (a b c : nat) : lmoves (s111_board (5 + a) (2 + b) (3 + c)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (3 + c)].
Proof. unfold s111_board. tf_options. Qed.
Lemma s111_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (3 + c)) []) (s133_board (5 + a) (3 + b) (3 + c)) (0) _ (s133_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (3 + c)) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (5 + a) (3 + b) (3 + c) y1); [unfold s133_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s111_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s111_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (2 + c)) []) (s134_board (5 + a) (2 + b) (2 + c)) (0) _ (s134_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s111_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (5 + a) (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s134_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s111_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s111_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (3 + c)) []) (s135_board (5 + a) (2 + b) (3 + c)) (0) _ (s135_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s111_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (3 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (5 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s111_dom (5 + a) (2 + b) (3 + c) y1) (Hm : meas (s111_board (5 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s111_board (5 + a) (2 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s111_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s111_board (5 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s111_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s111_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s111_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s111_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s111_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

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
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s111_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s112_c1_moves (a b : nat) : lmoves (s112_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s112_board. tf_options. Qed.
Lemma s112_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s131_board (5 + a) (2 + b)) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (5 + a) (2 + b) y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s112_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s112_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [F; F; F; E; T; E; F; F]) []) (s77_board (5 + a) 3 1 2) (0) _ (s77_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s112_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; F; E; T; E; F; F]) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (5 + a) 3 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s77_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (s112_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s112_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: E :: T :: E :: repeat F (3 + b)) []) (s133_board (6 + a) 3 (3 + b)) (0) _ (s133_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s112_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: T :: E :: repeat F (3 + b)) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (6 + a) 3 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s112_dom (5 + a) (2 + b) y1) (Hm : meas (s112_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s112_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s112_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s112_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s112_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s112_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s112_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s112_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s112_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s112_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C112 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s112_dom in Hdom.
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
  exact (s112_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s113_c1_moves (b : nat) : lmoves (s113_board 1 (2 + b) 2 1) = [T :: repeat F (2 + b) ++ [E; T; E; F; T; F]].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s137_board 1 (2 + b) 1 1) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (2 + b) 1 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s113_dom 1 (2 + b) 2 1 y1) (Hm : meas (s113_board 1 (2 + b) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s113_board 1 (2 + b) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s113_board 1 (2 + b) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s113_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s113_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s113_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s113_c2_moves (b d : nat) : lmoves (s113_board 1 (2 + b) 2 (2 + d)) = [T :: repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s137_board 1 (2 + b) 1 (2 + d)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (2 + b) 1 (2 + d) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s113_dom 1 (2 + b) 2 (2 + d) y1) (Hm : meas (s113_board 1 (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s113_board 1 (2 + b) 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s113_board 1 (2 + b) 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s113_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s113_c2_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s113_c2_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s113_c3_moves (a b : nat) : lmoves (s113_board (5 + a) (2 + b) 1 1) = [repeat T (5 + a) ++ repeat F (2 + b) ++ [E; E; F; T; F]].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) []) (s136_board (5 + a) (2 + b) 1 1) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s136_board; target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (5 + a) (2 + b) 1 1 y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s113_dom (5 + a) (2 + b) 1 1 y1) (Hm : meas (s113_board (5 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s113_board (5 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s113_board (5 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s113_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s113_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s113_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s113_c4_moves (a b d : nat) : lmoves (s113_board (5 + a) (2 + b) 1 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []) (s136_board (5 + a) (2 + b) 1 (2 + d)) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s136_board; target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (5 + a) (2 + b) 1 (2 + d) y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s113_dom (5 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s113_board (5 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s113_board (5 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s113_board (5 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s113_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s113_c4_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s113_c4_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s113_c5_moves (a b : nat) : lmoves (s113_board (2 + a) (2 + b) 2 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F; T; F]].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s137_board (2 + a) (2 + b) 1 1) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (2 + b) 1 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s113_dom (2 + a) (2 + b) 2 1 y1) (Hm : meas (s113_board (2 + a) (2 + b) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s113_board (2 + a) (2 + b) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s113_board (2 + a) (2 + b) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s113_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s113_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s113_c5_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s113_c6_moves (a b d : nat) : lmoves (s113_board (2 + a) (2 + b) 2 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s137_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (2 + b) 1 (2 + d) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s113_dom (2 + a) (2 + b) 2 (2 + d) y1) (Hm : meas (s113_board (2 + a) (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s113_board (2 + a) (2 + b) 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s113_board (2 + a) (2 + b) 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s113_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s113_c6_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s113_c6_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s113_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C113 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s113_dom in Hdom.
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
          assert (c = 0) by zlia; subst c.
  exact (s113_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s113_c2 IH b d y1 Hdom Hm Hd Hr).
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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s113_c3 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s113_c4 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s113_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s113_c6 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s114_c1_moves (a d : nat) : lmoves (s114_board (5 + a) 1 0 (2 + d)) = [repeat T (5 + a) ++ F :: E :: T :: E :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + d)) []) (s52_board (5 + a) (1 + d)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (5 + a) (1 + d) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s114_dom (5 + a) 1 0 (2 + d) y1) (Hm : meas (s114_board (5 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (5 + a) 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (5 + a) 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c1_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s114_c1_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c2_moves (a d : nat) : lmoves (s114_board (5 + a) 1 1 (2 + d)) = [repeat T (5 + a) ++ F :: E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + d)) []) (s77_board (5 + a) 2 1 (2 + d)) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (5 + a) 2 1 (2 + d) y1); [unfold s77_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s114_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s114_dom (5 + a) 1 1 (2 + d) y1) (Hm : meas (s114_board (5 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (5 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (5 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c2_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s114_c2_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c3_moves (a c d : nat) : lmoves (s114_board (5 + a) 1 (2 + c) (3 + d)) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s114_dom (5 + a) 1 (2 + c) (3 + d) y1) (Hm : meas (s114_board (5 + a) 1 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (5 + a) 1 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (5 + a) 1 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c4_moves (a b d : nat) : lmoves (s114_board (5 + a) (2 + b) 0 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []) (s113_board (5 + a) (2 + b) 1 (1 + d)) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (5 + a) (2 + b) 1 (1 + d) y1); [unfold s113_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s114_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s114_dom (5 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s114_board (5 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (5 + a) (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (5 + a) (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c4_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c4_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c5_moves (a b d : nat) : lmoves (s114_board (5 + a) (2 + b) 1 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + d)) []) (s77_board (5 + a) (3 + b) 1 (2 + d)) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (5 + a) (3 + b) 1 (2 + d) y1); [unfold s77_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s114_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s114_dom (5 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s114_board (5 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (5 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (5 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c5_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c5_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c6_moves (a b c d : nat) : lmoves (s114_board (5 + a) (2 + b) (2 + c) (3 + d)) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s114_dom (5 + a) (2 + b) (2 + c) (3 + d) y1) (Hm : meas (s114_board (5 + a) (2 + b) (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (5 + a) (2 + b) (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (5 + a) (2 + b) (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s114_c1 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s114_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s114_c3 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s114_c4 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s114_c5 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s114_c6 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

