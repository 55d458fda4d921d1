(* tf_erickson_first_strategy_cases7: the proofs of Lower's nodes 271 to 351 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s271_c1_moves : rmoves (s271_board 0 1) = [[T; T; E; T; F; E]].
Proof. unfold s271_board. tf_options. Qed.
Lemma s271_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; T; E; E; F]) [(1, 0)]) (s218_board 2 0 0 0) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 2 0 0 0 y1); [unfold s218_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s271_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s271_dom 0 1 y1) (Hm : meas (s271_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s271_board 0 1)).
Proof.
  unfold s271_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s271_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s271_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s271_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s271_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s271_c2_moves : rmoves (s271_board 1 1) = [[T; T; F; E; T; E; F]; [T; T; E; F; T; F; E]].
Proof. unfold s271_board. tf_options. Qed.
Lemma s271_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; T; F; E; E; T; F]) []) (s248_board 2 1 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; T; F; E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 2 1 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s271_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; T; E; F; E; F]) [(1, 0)]) (s88_board 2 0 0 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 0 0 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s271_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s271_dom 1 1 y1) (Hm : meas (s271_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s271_board 1 1)).
Proof.
  unfold s271_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s271_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s271_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s271_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s271_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s271_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s271_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s271_c3_moves (a : nat) : rmoves (s271_board (2 + a) 1) = [T :: T :: F :: E :: repeat F (1 + a) ++ [T; E; F]; T :: T :: E :: repeat F (2 + a) ++ [T; F; E]].
Proof. unfold s271_board. tf_options. Qed.
Lemma s271_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + a) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + a) ++ [T; E; F])).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F; T; E; F]) []) (s259_board 1 0 1 1) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; F]) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH 1 0 1 1 y1); [unfold s259_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s271_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + a) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + a) ++ [T; E; F])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: repeat F (2 + a) ++ [T; E; F]) []) (s259_board 1 0 (2 + a) 1) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (2 + a) ++ [T; E; F]) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH 1 0 (2 + a) 1 y1); [unfold s259_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s271_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: E :: repeat F (2 + a) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: repeat F (2 + a) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: T :: repeat F (2 + a) ++ [T; F; E]) []) (s289_board (2 + a)) (0) _ (s289_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (2 + a) ++ [T; F; E]) []); [reflexivity | unfold s289_board; target_board_eq | strip_offset].
  - unfold s289_form; apply form_int; zlia.
  - intros HT; apply (use289 IH (2 + a) y1); [unfold s289_dom; zlia | unfold lex3; lia].
Qed.
Lemma s271_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s271_dom (2 + a) 1 y1) (Hm : meas (s271_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s271_board (2 + a) 1)).
Proof.
  unfold s271_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s271_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s271_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s271_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s271_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s271_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s271_c3_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s271_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s271_c3_moves a) eq_refl Hm) Hd Hr). }

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
      exact (s271_c1 IH y1 Hdom Hm Hd Hr).
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
      exact (s271_c2 IH y1 Hdom Hm Hd Hr).
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
      exact (s271_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s272_c1_moves : rmoves (s272_board) = [].
Proof. unfold s272_board. tf_options. Qed.
Lemma s272_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s272_dom y1) (Hm : meas (s272_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s272_board)).
Proof.
  unfold s272_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s272_board)) in Hg. cbn [rights] in Hg. rewrite s272_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s272_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C272 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s272_dom in Hdom.
  exact (s272_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s273_c1_moves : rmoves (s273_board) = [].
Proof. unfold s273_board. tf_options. Qed.
Lemma s273_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s273_dom y1) (Hm : meas (s273_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s273_board)).
Proof.
  unfold s273_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s273_board)) in Hg. cbn [rights] in Hg. rewrite s273_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s273_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C273 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s273_dom in Hdom.
  exact (s273_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s274_c1_moves : rmoves (s274_board) = [[T; F; T; F; E; F; T; E]].
Proof. unfold s274_board. tf_options. Qed.
Lemma s274_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s290_board) (1) _ (int ((- Z.of_nat y1) + 1)) (s290_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; F]) [(1, 1)]); [strip_eq | unfold s290_board; target_board_eq | strip_offset].
  - unfold s290_form; apply form_int; zlia.
  - intros HT; apply (use290 IH y1); [unfold s290_dom; zlia | unfold lex3; lia].
Qed.
Lemma s274_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s274_dom y1) (Hm : meas (s274_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s274_board)).
Proof.
  unfold s274_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s274_board)) in Hg. cbn [rights] in Hg. rewrite s274_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 >= 1)%Z) by zlia. exact (s274_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s274_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s274_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C274 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s274_dom in Hdom.
  exact (s274_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s275_c1_moves (a : nat) : rmoves (s275_board (2 + a)) = [].
Proof. unfold s275_board. tf_options. Qed.
Lemma s275_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s275_dom (2 + a) y1) (Hm : meas (s275_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s275_board (2 + a))).
Proof.
  unfold s275_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s275_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s275_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s275_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C275 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s275_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s275_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s276_c1_moves (a : nat) : rmoves (s276_board (2 + a)) = [].
Proof. unfold s276_board. tf_options. Qed.
Lemma s276_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s276_dom (2 + a) y1) (Hm : meas (s276_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s276_board (2 + a))).
Proof.
  unfold s276_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s276_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s276_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s276_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C276 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s276_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s276_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s277_c1_moves (a : nat) : rmoves (s277_board (2 + a)) = [T :: repeat F (2 + a) ++ [T; F; E; F; T; E]].
Proof. unfold s277_board. tf_options. Qed.
Lemma s277_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + a) ++ [T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + a) ++ [T; F; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s291_board (2 + a)) (1) _ (int ((- Z.of_nat y1) + 1)) (s291_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + a) ++ [T; F; E; F]) [(1, 1)]); [strip_eq | unfold s291_board; target_board_eq | strip_offset].
  - unfold s291_form; apply form_int; zlia.
  - intros HT; apply (use291 IH (2 + a) y1); [unfold s291_dom; zlia | unfold lex3; lia].
Qed.
Lemma s277_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s277_dom (2 + a) y1) (Hm : meas (s277_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s277_board (2 + a))).
Proof.
  unfold s277_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s277_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s277_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s277_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s277_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s277_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C277 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s277_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s277_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s278_c1_moves : rmoves (s278_board 1 0 1) = [[T; E; T; F; E]].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F]) [(1, 0)]) (s131_board 0 0 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s278_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s278_dom 1 0 1 y1) (Hm : meas (s278_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board 1 0 1)).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s278_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s278_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s278_c2_moves (c : nat) : rmoves (s278_board 1 0 (2 + c)) = [T :: E :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; E; E; F; T; F]) []) (s218_board 1 0 1 1) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F; T; F]) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 1 y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: T :: repeat F (2 + c)) []) (s218_board 1 0 1 (2 + c)) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 (2 + c) y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s278_dom 1 0 (2 + c) y1) (Hm : meas (s278_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board 1 0 (2 + c))).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s278_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s278_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s278_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s278_c3_moves : rmoves (s278_board 1 1 1) = [[T; F; E; T; E; F]; [T; E; F; T; F; E]].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; F]) []) (s248_board 1 1 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E]) []) (s85_board 0 1 0) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 1 0 y1); [unfold s85_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s278_dom 1 1 1 y1) (Hm : meas (s278_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board 1 1 1)).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s278_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s278_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c3_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s278_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s278_c4_moves (c : nat) : rmoves (s278_board 1 2 (2 + c)) = [T :: F :: E :: F :: T :: E :: repeat F (2 + c); T :: E :: F :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: T :: E :: repeat F (2 + c)) []) (s85_board 0 0 (2 + c)) (-1) _ (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; E; F; F; E; F; T; F]) []) (s227_board 0 0 2 1) (0) _ (s227_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; F; E; F; T; F]) []); [reflexivity | unfold s227_board; target_board_eq | strip_offset].
  - unfold s227_form; apply form_int; zlia.
  - intros HT; apply (use227 IH 0 0 2 1 y1); [unfold s227_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s278_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: F :: E :: F :: T :: repeat F (2 + c)) []) (s227_board 0 0 2 (2 + c)) (0) _ (s227_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s227_board; target_board_eq | strip_offset].
  - unfold s227_form; apply form_int; zlia.
  - intros HT; apply (use227 IH 0 0 2 (2 + c) y1); [unfold s227_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s278_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s278_dom 1 2 (2 + c) y1) (Hm : meas (s278_board 1 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board 1 2 (2 + c))).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board 1 2 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s278_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s278_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s278_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s278_c4_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s278_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s278_c4_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s278_c4_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s278_c5_moves (a : nat) : rmoves (s278_board (2 + a) 0 1) = [repeat T (2 + a) ++ [E; T; F; E]].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]) (s218_board (2 + a) 0 0 0) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (2 + a) 0 0 0 y1); [unfold s218_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s278_dom (2 + a) 0 1 y1) (Hm : meas (s278_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) 0 1)).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s278_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s278_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s278_c6_moves (a c : nat) : rmoves (s278_board (2 + a) 0 (2 + c)) = [repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F; T; F]) []) (s218_board (2 + a) 0 1 1) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; F]) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (2 + a) 0 1 1 y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: repeat F (2 + c)) []) (s218_board (2 + a) 0 1 (2 + c)) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (2 + a) 0 1 (2 + c) y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s278_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s278_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) 0 (2 + c))).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s278_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c6_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s278_c6_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c6_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s278_c6_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s278_c7_moves (a : nat) : rmoves (s278_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; E]].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) []) (s248_board (2 + a) 1 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 1 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]) (s88_board (2 + a) 0 0 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 0 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s278_dom (2 + a) 1 1 y1) (Hm : meas (s278_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) 1 1)).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s278_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s278_c7_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c7_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s278_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s278_c8_moves (a c : nat) : rmoves (s278_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + c)) []) (s248_board (2 + a) 1 1 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 1 1 (2 + c) y1); [unfold s248_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F; T; F]) []) (s332_board (2 + a)) (0) _ (s332_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; T; F]) []); [reflexivity | unfold s332_board; target_board_eq | strip_offset].
  - unfold s332_form; apply form_int; zlia.
  - intros HT; apply (use332 IH (2 + a) y1); [unfold s332_dom; zlia | unfold lex3; lia].
Qed.
Lemma s278_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: repeat F (2 + c)) []) (s363_board (2 + a) 1 (2 + c)) (0) _ (s363_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s363_board; target_board_eq | strip_offset].
  - unfold s363_form; apply form_int; zlia.
  - intros HT; apply (use363 IH (2 + a) 1 (2 + c) y1); [unfold s363_dom; zlia | unfold lex3; lia].
Qed.
Lemma s278_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s278_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s278_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) 1 (2 + c))).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s278_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c8_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s278_c8_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c8_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s278_c8_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c8_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s278_c8_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s278_c9_moves (a b : nat) : rmoves (s278_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E]].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1)]) (s20_board (1 + a) 0) (1) _ (s20_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (1 + a) 0 (1 + y1)); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b)) [(1, 1)]) (s256_board (1 + a) 0 1 (2 + b)) (1) _ (s256_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b)) [(1, 1)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (1 + a) 0 1 (2 + b) (1 + y1)); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s278_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s278_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) (2 + b) 0)).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s278_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s278_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s278_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s278_c9_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s278_c9_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s278_c10_moves (a b : nat) : rmoves (s278_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F]; repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; E; F]) []) (s259_board (1 + a) 0 1 1) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; E; F]) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (1 + a) 0 1 1 y1); [unfold s259_dom; assert (Hp : ((Z.of_nat (2 + a) >= 3) \/ (Z.of_nat (2 + a) = 2))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s278_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; E; F]) []) (s259_board (1 + a) 0 (2 + b) 1) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; E; F]) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (1 + a) 0 (2 + b) 1 y1); [unfold s259_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s278_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s292_board (1 + a) (2 + b)) (0) _ (s292_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s292_board; target_board_eq | strip_offset].
  - unfold s292_form; apply form_int; zlia.
  - intros HT; apply (use292 IH (1 + a) (2 + b) y1); [unfold s292_dom; zlia | unfold lex3; lia].
Qed.
Lemma s278_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s278_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s278_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) (2 + b) 1)).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s278_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c10_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s278_c10_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c10_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s278_c10_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s278_c10_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s278_c10_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s278_c11_moves (a b c : nat) : rmoves (s278_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c)].
Proof. unfold s278_board. tf_options. Qed.
Lemma s278_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + c)) []) (s259_board (1 + a) 0 1 (2 + c)) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (1 + a) 0 1 (2 + c) y1); [unfold s259_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s278_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) []) (s259_board (1 + a) 0 (2 + b) (2 + c)) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (1 + a) 0 (2 + b) (2 + c) y1); [unfold s259_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s278_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [E; F; T; F]) []) (s364_board (2 + a) (2 + b) 1 1) (0) _ (s364_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s364_board; target_board_eq | strip_offset].
  - unfold s364_form; apply form_int; zlia.
  - intros HT; apply (use364 IH (2 + a) (2 + b) 1 1 y1); [destruct Hw as [Hw|Hw]; [unfold s364_dom; left; zlia | unfold s364_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s278_c11_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s364_board (2 + a) (2 + b) 1 (2 + c)) (0) _ (s364_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s364_board; target_board_eq | strip_offset].
  - unfold s364_form; apply form_int; zlia.
  - intros HT; apply (use364 IH (2 + a) (2 + b) 1 (2 + c) y1); [destruct Hw as [Hw|Hw]; [unfold s364_dom; left; zlia | unfold s364_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s278_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s278_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s278_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s278_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s278_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s278_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s278_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s278_c11_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s278_c11_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s278_c11_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s278_c11_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s278_c11_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s278_c11_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s278_c11_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s278_c11_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s278_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C278 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s278_dom in Hdom.
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
        exact (s278_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s278_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s278_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
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
  exact (s278_c4 IH c y1 Hdom Hm Hd Hr).
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
        exact (s278_c5 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s278_c6 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s278_c7 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s278_c8 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s278_c9 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s278_c10 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s278_c11 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s279_c1_moves (a : nat) : rmoves (s279_board (2 + a) 1) = [].
Proof. unfold s279_board. tf_options. Qed.
Lemma s279_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s279_dom (2 + a) 1 y1) (Hm : meas (s279_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s279_board (2 + a) 1)).
Proof.
  unfold s279_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s279_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s279_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s279_c2_moves (a b : nat) : rmoves (s279_board (2 + a) (2 + b)) = [].
Proof. unfold s279_board. tf_options. Qed.
Lemma s279_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s279_dom (2 + a) (2 + b) y1) (Hm : meas (s279_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s279_board (2 + a) (2 + b))).
Proof.
  unfold s279_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s279_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s279_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
      exact (s279_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s279_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s280_c1_moves (a : nat) : rmoves (s280_board (2 + a) 1) = [].
Proof. unfold s280_board. tf_options. Qed.
Lemma s280_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s280_dom (2 + a) 1 y1) (Hm : meas (s280_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s280_board (2 + a) 1)).
Proof.
  unfold s280_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s280_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s280_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s280_c2_moves (a b : nat) : rmoves (s280_board (2 + a) (2 + b)) = [].
Proof. unfold s280_board. tf_options. Qed.
Lemma s280_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s280_dom (2 + a) (2 + b) y1) (Hm : meas (s280_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s280_board (2 + a) (2 + b))).
Proof.
  unfold s280_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s280_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s280_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s280_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C280 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s280_dom in Hdom.
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
      exact (s280_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s280_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s281_c1_moves (a : nat) : rmoves (s281_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; F; E; F; T; E]].
Proof. unfold s281_board. tf_options. Qed.
Lemma s281_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s294_board (2 + a) 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s294_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 1)]); [strip_eq | unfold s294_board; target_board_eq | strip_offset].
  - unfold s294_form; apply form_int; zlia.
  - intros HT; apply (use294 IH (2 + a) 1 y1); [unfold s294_dom; zlia | unfold lex3; lia].
Qed.
Lemma s281_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s281_dom (2 + a) 1 y1) (Hm : meas (s281_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s281_board (2 + a) 1)).
Proof.
  unfold s281_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s281_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s281_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s281_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s281_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s281_c2_moves (a b : nat) : rmoves (s281_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E]].
Proof. unfold s281_board. tf_options. Qed.
Lemma s281_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s294_board (2 + a) (2 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s294_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; F]) [(1, 1)]); [strip_eq | unfold s294_board; target_board_eq | strip_offset].
  - unfold s294_form; apply form_int; zlia.
  - intros HT; apply (use294 IH (2 + a) (2 + b) y1); [unfold s294_dom; zlia | unfold lex3; lia].
Qed.
Lemma s281_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s281_dom (2 + a) (2 + b) y1) (Hm : meas (s281_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s281_board (2 + a) (2 + b))).
Proof.
  unfold s281_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s281_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s281_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s281_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s281_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s281_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C281 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s281_dom in Hdom.
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
      exact (s281_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s281_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s282_c1_moves (a : nat) : rmoves (s282_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; E; F; T; E; F]; repeat T (2 + a) ++ [F; E; F; F; T; F; E]].
Proof. unfold s282_board. tf_options. Qed.
Lemma s282_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; E; T; F]) []) (s235_board (2 + a) 2 1) (0) _ (s235_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; E; T; F]) []); [reflexivity | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) 2 1 y1); [unfold s235_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s282_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; F; T; F; E]) []) (s166_board (1 + a) 2 0) (0) _ (s166_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; F; T; F; E]) []); [reflexivity | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (1 + a) 2 0 y1); [unfold s166_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s282_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s282_dom (2 + a) 1 y1) (Hm : meas (s282_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s282_board (2 + a) 1)).
Proof.
  unfold s282_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s282_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s282_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s282_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s282_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s282_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s282_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s282_c2_moves (a b : nat) : rmoves (s282_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s282_board. tf_options. Qed.
Lemma s282_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) []) (s236_board (2 + a) 2 1 (2 + b)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) 2 1 (2 + b) y1); [unfold s236_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s282_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; F; T; F; E; F]) []) (s166_board (1 + a) 2 1) (0) _ (s166_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; F; T; F; E; F]) []); [reflexivity | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (1 + a) 2 1 y1); [unfold s166_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s282_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (2 + b)) []) (s166_board (1 + a) 2 (2 + b)) (0) _ (s166_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (1 + a) 2 (2 + b) y1); [unfold s166_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s282_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s282_dom (2 + a) (2 + b) y1) (Hm : meas (s282_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s282_board (2 + a) (2 + b))).
Proof.
  unfold s282_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s282_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s282_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s282_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s282_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s282_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s282_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s282_c2_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s282_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s282_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C282 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s282_dom in Hdom.
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
      exact (s282_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s282_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s283_c1_moves (a b : nat) : rmoves (s283_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; E]].
Proof. unfold s283_board. tf_options. Qed.
Lemma s283_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; F])).
Proof.
  apply (answer_form_L _ (s295_board (2 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s295_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; F]) []); [strip_eq | unfold s295_board; target_board_eq | strip_offset].
  - unfold s295_form; apply form_int; zlia.
  - intros HT; apply (use295 IH (2 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s295_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s283_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) (2 + b) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) (2 + b) 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s283_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s283_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s283_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s283_board (2 + a) (2 + b) 1)).
Proof.
  unfold s283_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s283_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s283_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s283_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s283_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s283_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s283_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s283_c2_moves (a b c : nat) : rmoves (s283_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s283_board. tf_options. Qed.
Lemma s283_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s295_board (2 + a) (3 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s295_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s295_board; target_board_eq | strip_offset].
  - unfold s295_form; apply form_int; zlia.
  - intros HT; apply (use295 IH (2 + a) (3 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s295_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s283_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s297_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s297_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; E; F]) []); [strip_eq | unfold s297_board; target_board_eq | strip_offset].
  - unfold s297_form; apply form_int; zlia.
  - intros HT; apply (use297 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s297_dom; zlia | unfold lex3; lia].
Qed.
Lemma s283_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s297_board (2 + a) (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s297_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s297_board; target_board_eq | strip_offset].
  - unfold s297_form; apply form_int; zlia.
  - intros HT; apply (use297 IH (2 + a) (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s297_dom; zlia | unfold lex3; lia].
Qed.
Lemma s283_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s283_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s283_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s283_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s283_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s283_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s283_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s283_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s283_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s283_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s283_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s283_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s283_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s283_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C283 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s283_dom in Hdom.
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
        exact (s283_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s283_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s284_c1_moves (a : nat) : rmoves (s284_board (2 + a)) = [E :: T :: T :: repeat F (3 + a) ++ [T; E]].
Proof. unfold s284_board. tf_options. Qed.
Lemma s284_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (3 + a) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (3 + a) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 2 (3 + a) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + a)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + a) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s284_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s284_dom (2 + a) y1) (Hm : meas (s284_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s284_board (2 + a))).
Proof.
  unfold s284_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s284_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s284_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s284_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s284_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s284_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C284 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s284_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s284_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s285_c1_moves (a b : nat) : rmoves (s285_board (2 + a) (2 + b)) = [E :: T :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)].
Proof. unfold s285_board. tf_options. Qed.
Lemma s285_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + a) ++ [E; T; F]) []) (s284_board (3 + a)) (0) _ (s284_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + a) ++ [E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH (3 + a) y1); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s285_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (3 + a) ++ T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []) (s285_board (3 + a) (2 + b)) (0) _ (s285_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH (3 + a) (2 + b) y1); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s285_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s285_dom (2 + a) (2 + b) y1) (Hm : meas (s285_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s285_board (2 + a) (2 + b))).
Proof.
  unfold s285_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s285_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s285_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s285_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s285_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s285_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s285_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s285_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C285 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s285_dom in Hdom.
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
      exact (s285_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s286_c1_moves : rmoves (s286_board 0) = [].
Proof. unfold s286_board. tf_options. Qed.
Lemma s286_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s286_dom 0 y1) (Hm : meas (s286_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s286_board 0)).
Proof.
  unfold s286_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s286_board 0)) in Hg. cbn [rights] in Hg. rewrite s286_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s286_c2_moves : rmoves (s286_board 1) = [[E; T; T; F; T; F; E]].
Proof. unfold s286_board. tf_options. Qed.
Lemma s286_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; E; F]) [(1, 0)]) (s88_board 0 0 2 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s286_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s286_dom 1 y1) (Hm : meas (s286_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s286_board 1)).
Proof.
  unfold s286_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s286_board 1)) in Hg. cbn [rights] in Hg. rewrite s286_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s286_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s286_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s286_c3_moves (a : nat) : rmoves (s286_board (2 + a)) = [E :: T :: T :: F :: T :: F :: E :: repeat F (1 + a)].
Proof. unfold s286_board. tf_options. Qed.
Lemma s286_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + a))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([E; T; T; F; E; F; T; F]) []) (s298_board) (0) _ (s298_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; E; F; T; F]) []); [reflexivity | unfold s298_board; target_board_eq | strip_offset].
  - unfold s298_form; apply form_int; zlia.
  - intros HT; apply (use298 IH y1); [unfold s298_dom; zlia | unfold lex3; lia].
Qed.
Lemma s286_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: E :: F :: T :: repeat F (2 + a)) []) (s299_board (2 + a)) (0) _ (s299_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: E :: F :: T :: repeat F (2 + a)) []); [reflexivity | unfold s299_board; target_board_eq | strip_offset].
  - unfold s299_form; apply form_int; zlia.
  - intros HT; apply (use299 IH (2 + a) y1); [unfold s299_dom; zlia | unfold lex3; lia].
Qed.
Lemma s286_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s286_dom (2 + a) y1) (Hm : meas (s286_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s286_board (2 + a))).
Proof.
  unfold s286_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s286_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s286_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s286_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s286_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s286_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s286_c3_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s286_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C286 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s286_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s286_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s286_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s286_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s287_c1_moves : rmoves (s287_board) = [[T; F; T; F; T; E; F; E]].
Proof. unfold s287_board. tf_options. Qed.
Lemma s287_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; T; F; E]) []) (s247_board 1 1 1 0 0) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; T; F; E]) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH 1 1 1 0 0 y1); [unfold s247_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s287_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s287_dom y1) (Hm : meas (s287_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s287_board)).
Proof.
  unfold s287_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s287_board)) in Hg. cbn [rights] in Hg. rewrite s287_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s287_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s287_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s287_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C287 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s287_dom in Hdom.
  exact (s287_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s288_c1_moves (a : nat) : rmoves (s288_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; F; E]].
Proof. unfold s288_board. tf_options. Qed.
Lemma s288_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E]) []) (s247_board (2 + a) 1 1 0 0) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E]) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (2 + a) 1 1 0 0 y1); [unfold s247_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s288_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s288_dom (2 + a) y1) (Hm : meas (s288_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s288_board (2 + a))).
Proof.
  unfold s288_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s288_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s288_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s288_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s288_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s288_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C288 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s288_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s288_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s289_c1_moves : rmoves (s289_board 0) = [].
Proof. unfold s289_board. tf_options. Qed.
Lemma s289_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s289_dom 0 y1) (Hm : meas (s289_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s289_board 0)).
Proof.
  unfold s289_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s289_board 0)) in Hg. cbn [rights] in Hg. rewrite s289_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s289_c2_moves : rmoves (s289_board 1) = [[T; F; T; E; T; F; E]].
Proof. unfold s289_board. tf_options. Qed.
Lemma s289_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; E; F]) [(1, 0)]) (s131_board 1 1 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 1 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s289_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s289_dom 1 y1) (Hm : meas (s289_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s289_board 1)).
Proof.
  unfold s289_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s289_board 1)) in Hg. cbn [rights] in Hg. rewrite s289_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s289_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s289_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s289_c3_moves (a : nat) : rmoves (s289_board (2 + a)) = [T :: F :: T :: E :: repeat F (1 + a) ++ [T; F; E]].
Proof. unfold s289_board. tf_options. Qed.
Lemma s289_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + a) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + a) ++ [T; F; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([T; F; T; E; F; E; F]) [(1, 0)]) (s303_board) (0) _ (s303_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s303_board; target_board_eq | strip_offset].
  - unfold s303_form; apply form_int; zlia.
  - intros HT; apply (use303 IH y1); [unfold s303_dom; zlia | unfold lex3; lia].
Qed.
Lemma s289_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + a) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + a) ++ [T; F; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + a) ++ [T; F; E]) []) (s300_board 1 1 (2 + a) 1) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + a) ++ [T; F; E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH 1 1 (2 + a) 1 y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s289_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s289_dom (2 + a) y1) (Hm : meas (s289_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s289_board (2 + a))).
Proof.
  unfold s289_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s289_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s289_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s289_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s289_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s289_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s289_c3_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s289_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C289 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s289_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s289_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s289_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s289_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s290_c1_moves : rmoves (s290_board) = [[T; F; T; F; F; E; E]].
Proof. unfold s290_board. tf_options. Qed.
Lemma s290_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s301_board 1 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s301_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; E]) []); [strip_eq | unfold s301_board; target_board_eq | strip_offset].
  - unfold s301_form; apply form_int; zlia.
  - intros HT; apply (use301 IH 1 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s301_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s290_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s302_board 1 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s302_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; E]) []); [strip_eq | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH 1 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s290_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s290_dom y1) (Hm : meas (s290_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s290_board)).
Proof.
  unfold s290_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s290_board)) in Hg. cbn [rights] in Hg. rewrite s290_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s290_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s290_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s290_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s290_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s290_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C290 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s290_dom in Hdom.
  exact (s290_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s291_c1_moves (a : nat) : rmoves (s291_board (2 + a)) = [T :: repeat F (2 + a) ++ [T; F; F; E; E]].
Proof. unfold s291_board. tf_options. Qed.
Lemma s291_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + a) ++ [T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + a) ++ [T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s301_board 1 (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s301_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + a) ++ [T; F; F; E; E]) []); [strip_eq | unfold s301_board; target_board_eq | strip_offset].
  - unfold s301_form; apply form_int; zlia.
  - intros HT; apply (use301 IH 1 (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s301_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s291_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + a) ++ [T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + a) ++ [T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s302_board 1 (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s302_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + a) ++ [T; F; F; E; E]) []); [strip_eq | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH 1 (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s302_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s291_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s291_dom (2 + a) y1) (Hm : meas (s291_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s291_board (2 + a))).
Proof.
  unfold s291_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s291_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s291_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s291_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s291_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s291_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s291_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s291_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C291 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s291_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s291_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s292_c1_moves : rmoves (s292_board 1 0) = [].
Proof. unfold s292_board. tf_options. Qed.
Lemma s292_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s292_dom 1 0 y1) (Hm : meas (s292_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s292_board 1 0)).
Proof.
  unfold s292_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s292_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s292_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s292_c2_moves : rmoves (s292_board 1 1) = [[T; F; T; E; T; F; E]].
Proof. unfold s292_board. tf_options. Qed.
Lemma s292_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; E; F]) [(1, 0)]) (s131_board 1 1 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 1 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s292_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s292_dom 1 1 y1) (Hm : meas (s292_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s292_board 1 1)).
Proof.
  unfold s292_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s292_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s292_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s292_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s292_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s292_c3_moves (b : nat) : rmoves (s292_board 1 (2 + b)) = [T :: F :: T :: E :: repeat F (1 + b) ++ [T; F; E]].
Proof. unfold s292_board. tf_options. Qed.
Lemma s292_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [T; F; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; T; E; F; E; F]) [(1, 0)]) (s303_board) (0) _ (s303_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s303_board; target_board_eq | strip_offset].
  - unfold s303_form; apply form_int; zlia.
  - intros HT; apply (use303 IH y1); [unfold s303_dom; zlia | unfold lex3; lia].
Qed.
Lemma s292_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ [T; F; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s300_board 1 1 (2 + b) 1) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH 1 1 (2 + b) 1 y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s292_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s292_dom 1 (2 + b) y1) (Hm : meas (s292_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s292_board 1 (2 + b))).
Proof.
  unfold s292_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s292_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s292_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s292_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s292_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s292_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s292_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s292_c4_moves (a : nat) : rmoves (s292_board (2 + a) 0) = [].
Proof. unfold s292_board. tf_options. Qed.
Lemma s292_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s292_dom (2 + a) 0 y1) (Hm : meas (s292_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s292_board (2 + a) 0)).
Proof.
  unfold s292_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s292_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s292_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s292_c5_moves (a : nat) : rmoves (s292_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; T; F; E]].
Proof. unfold s292_board. tf_options. Qed.
Lemma s292_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]) (s131_board (2 + a) 1 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 1 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s292_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s292_dom (2 + a) 1 y1) (Hm : meas (s292_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s292_board (2 + a) 1)).
Proof.
  unfold s292_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s292_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s292_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s292_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s292_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s292_c6_moves (a b : nat) : rmoves (s292_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [T; F; E]].
Proof. unfold s292_board. tf_options. Qed.
Lemma s292_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [T; F; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 0)]) (s304_board (2 + a)) (0) _ (s304_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s304_board; target_board_eq | strip_offset].
  - unfold s304_form; apply form_int; zlia.
  - intros HT; apply (use304 IH (2 + a) y1); [unfold s304_dom; zlia | unfold lex3; lia].
Qed.
Lemma s292_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ [T; F; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s300_board (2 + a) 1 (2 + b) 1) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 1 (2 + b) 1 y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s292_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s292_dom (2 + a) (2 + b) y1) (Hm : meas (s292_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s292_board (2 + a) (2 + b))).
Proof.
  unfold s292_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s292_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s292_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s292_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s292_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s292_c6_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s292_c6_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s292_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C292 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s292_dom in Hdom.
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
      exact (s292_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s292_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s292_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s292_c4 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s292_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s292_c6 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s293_c1_moves (a b : nat) : rmoves (s293_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; F; E; F]; repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s293_board. tf_options. Qed.
Lemma s293_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; F; E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; F; E; F]) []) (s73_board (1 + a) 1) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; F; E; F]) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (1 + a) 1 y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s293_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; F; E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E; F]) []) (s166_board (1 + a) (2 + b) 1) (0) _ (s166_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [reflexivity | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (1 + a) (2 + b) 1 y1); [unfold s166_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s293_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; F; E]) []) (s305_board (1 + a) (2 + b) 2) (0) _ (s305_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [reflexivity | unfold s305_board; target_board_eq | strip_offset].
  - unfold s305_form; apply form_int; zlia.
  - intros HT; apply (use305 IH (1 + a) (2 + b) 2 y1); [unfold s305_dom; zlia | unfold lex3; lia].
Qed.
Lemma s293_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s293_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s293_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s293_board (2 + a) (2 + b) 1)).
Proof.
  unfold s293_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s293_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s293_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s293_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s293_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s293_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s293_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s293_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s293_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s293_c2_moves (a b c : nat) : rmoves (s293_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: F :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s293_board. tf_options. Qed.
Lemma s293_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: F :: E :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (2 + c)) []) (s73_board (1 + a) (2 + c)) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (1 + a) (2 + c) y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s293_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ T :: F :: E :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c)) []) (s166_board (1 + a) (2 + b) (2 + c)) (0) _ (s166_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (1 + a) (2 + b) (2 + c) y1); [unfold s166_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s293_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []) (s306_board (1 + a) (2 + b) 2 1) (0) _ (s306_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [reflexivity | unfold s306_board; target_board_eq | strip_offset].
  - unfold s306_form; apply form_int; zlia.
  - intros HT; apply (use306 IH (1 + a) (2 + b) 2 1 y1); [unfold s306_dom; zlia | unfold lex3; lia].
Qed.
Lemma s293_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + c)) []) (s306_board (1 + a) (2 + b) 2 (2 + c)) (0) _ (s306_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s306_board; target_board_eq | strip_offset].
  - unfold s306_form; apply form_int; zlia.
  - intros HT; apply (use306 IH (1 + a) (2 + b) 2 (2 + c) y1); [unfold s306_dom; zlia | unfold lex3; lia].
Qed.
Lemma s293_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s293_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s293_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s293_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s293_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s293_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s293_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s293_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s293_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s293_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s293_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s293_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s293_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s293_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s293_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s293_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C293 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s293_dom in Hdom.
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
        exact (s293_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s293_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s294_c1_moves (a : nat) : rmoves (s294_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; F; F; E; E]].
Proof. unfold s294_board. tf_options. Qed.
Lemma s294_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s301_board (2 + a) 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s301_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; E]) []); [strip_eq | unfold s301_board; target_board_eq | strip_offset].
  - unfold s301_form; apply form_int; zlia.
  - intros HT; apply (use301 IH (2 + a) 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s301_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s294_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s302_board (2 + a) 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s302_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; E]) []); [strip_eq | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH (2 + a) 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s294_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s294_dom (2 + a) 1 y1) (Hm : meas (s294_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s294_board (2 + a) 1)).
Proof.
  unfold s294_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s294_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s294_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s294_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s294_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s294_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s294_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s294_c2_moves (a b : nat) : rmoves (s294_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]].
Proof. unfold s294_board. tf_options. Qed.
Lemma s294_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s301_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s301_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) []); [strip_eq | unfold s301_board; target_board_eq | strip_offset].
  - unfold s301_form; apply form_int; zlia.
  - intros HT; apply (use301 IH (2 + a) (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s301_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s294_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s302_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s302_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; F; E; E]) []); [strip_eq | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH (2 + a) (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s302_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s294_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s294_dom (2 + a) (2 + b) y1) (Hm : meas (s294_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s294_board (2 + a) (2 + b))).
Proof.
  unfold s294_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s294_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s294_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s294_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s294_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s294_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s294_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s294_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C294 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s294_dom in Hdom.
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
      exact (s294_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s294_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s295_c1_moves : rmoves (s295_board 1 1 1 1) = [[T; F; F; E; T; E; F]; [T; F; E; F; T; F; E]].
Proof. unfold s295_board. tf_options. Qed.
Lemma s295_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; E; T; F]) []) (s248_board 1 2 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 2 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s295_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; T; F; E]) []) (s100_board) (-1) _ (s100_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s295_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; T; F; E]) []) (s85_board 0 1 0) (-1) _ (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; T; F; E]) []); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s295_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s295_dom 1 1 1 1 y1) (Hm : meas (s295_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s295_board 1 1 1 1)).
Proof.
  unfold s295_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s295_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s295_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s295_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s295_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s295_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s295_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s295_c1_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s295_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s295_c2_moves (a : nat) : rmoves (s295_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; F; E; T; E; F]; repeat T (2 + a) ++ [F; E; F; T; F; E]].
Proof. unfold s295_board. tf_options. Qed.
Lemma s295_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; E; T; F]) []) (s248_board (2 + a) 2 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 2 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s295_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; F; E]) []) (s73_board (1 + a) 0) (0) _ (s73_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; F; E]) []); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (1 + a) 0 y1); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s295_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s295_dom (2 + a) 1 1 1 y1) (Hm : meas (s295_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s295_board (2 + a) 1 1 1)).
Proof.
  unfold s295_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s295_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s295_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s295_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s295_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s295_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s295_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s295_c3_moves (a b : nat) : rmoves (s295_board (2 + a) (3 + b) 1 1) = [repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; E; F]; repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E]].
Proof. unfold s295_board. tf_options. Qed.
Lemma s295_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; E; T; F]) []) (s248_board (2 + a) (4 + b) 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) (4 + b) 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s295_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s256_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E]) []); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s295_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s295_dom (2 + a) (3 + b) 1 1 y1) (Hm : meas (s295_board (2 + a) (3 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s295_board (2 + a) (3 + b) 1 1)).
Proof.
  unfold s295_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s295_board (2 + a) (3 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s295_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s295_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s295_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s295_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s295_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s295_c4_moves (a b d : nat) : rmoves (s295_board (2 + a) (3 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s295_board. tf_options. Qed.
Lemma s295_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + d)) []) (s248_board (2 + a) (4 + b) 1 (2 + d)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) (4 + b) 1 (2 + d) y1); [unfold s248_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s295_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s307_board (2 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s307_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; F]) []); [strip_eq | unfold s307_board; target_board_eq | strip_offset].
  - unfold s307_form; apply form_int; zlia.
  - intros HT; apply (use307 IH (2 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s307_dom; zlia | unfold lex3; lia].
Qed.
Lemma s295_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s307_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s307_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s307_board; target_board_eq | strip_offset].
  - unfold s307_form; apply form_int; zlia.
  - intros HT; apply (use307 IH (2 + a) (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s307_dom; zlia | unfold lex3; lia].
Qed.
Lemma s295_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s295_dom (2 + a) (3 + b) 1 (2 + d) y1) (Hm : meas (s295_board (2 + a) (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s295_board (2 + a) (3 + b) 1 (2 + d))).
Proof.
  unfold s295_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s295_board (2 + a) (3 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s295_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s295_c4_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s295_c4_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s295_c4_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s295_c4_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s295_c4_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s295_c4_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s295_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C295 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s295_dom in Hdom.
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
          exact (s295_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s295_c2 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
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
  exact (s295_c3 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s295_c4 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s296_c1_moves (a c : nat) : rmoves (s296_board (2 + a) 0 (3 + c) 1 1) = [repeat T (2 + a) ++ F :: E :: repeat F (2 + c) ++ [T; F; E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (2 + c) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s166_board (1 + a) (2 + c) 0) (0) _ (s166_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (1 + a) (2 + c) 0 y1); [unfold s166_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s296_dom (2 + a) 0 (3 + c) 1 1 y1) (Hm : meas (s296_board (2 + a) 0 (3 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) 0 (3 + c) 1 1)).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) 0 (3 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s296_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s296_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s296_c1_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s296_c2_moves (a c e : nat) : rmoves (s296_board (2 + a) 0 (3 + c) 1 (2 + e)) = [repeat T (2 + a) ++ F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]) []) (s375_board (1 + a) (2 + c) (2 + e)) (0) _ (s375_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]) []); [reflexivity | unfold s375_board; target_board_eq | strip_offset].
  - unfold s375_form; apply form_int; zlia.
  - intros HT; apply (use375 IH (1 + a) (2 + c) (2 + e) y1); [unfold s375_dom; zlia | unfold lex3; lia].
Qed.
Lemma s296_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hdom : s296_dom (2 + a) 0 (3 + c) 1 (2 + e) y1) (Hm : meas (s296_board (2 + a) 0 (3 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) 0 (3 + c) 1 (2 + e))).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) 0 (3 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s296_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s296_c2_t1_a1 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s296_c2_moves a c e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s296_c3_moves (a c : nat) : rmoves (s296_board (2 + a) 1 (3 + c) 1 1) = [repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ [T; F; E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ [T; F; E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) 2 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) 2 (2 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s296_dom (2 + a) 1 (3 + c) 1 1 y1) (Hm : meas (s296_board (2 + a) 1 (3 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) 1 (3 + c) 1 1)).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) 1 (3 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s296_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s296_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s296_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s296_c4_moves (a c e : nat) : rmoves (s296_board (2 + a) 1 (3 + c) 1 (2 + e)) = [repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) 2 (2 + c) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) 2 (2 + c) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hdom : s296_dom (2 + a) 1 (3 + c) 1 (2 + e) y1) (Hm : meas (s296_board (2 + a) 1 (3 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) 1 (3 + c) 1 (2 + e))).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) 1 (3 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s296_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s296_c4_t1_a1 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s296_c4_moves a c e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s296_c5_moves (a b : nat) : rmoves (s296_board (2 + a) (4 + b) 0 1 4) = [repeat T (2 + a) ++ repeat F (5 + b) ++ [T; E; F; F; F; E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ [T; E; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ [T; E; F; F; F; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; F; F; F; E; T; F; F; F; E]) []) (s87_board (2 + a) 5 3) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; F; F; E; T; F; F; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 5 3 (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s296_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ [T; E; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ [T; E; F; F; F; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (6 + b) ++ [E; T; F; F; F; E]) []) (s88_board (2 + a) (6 + b) 1 3 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (6 + b) ++ [E; T; F; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (6 + b) 1 3 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s296_dom (2 + a) (4 + b) 0 1 4 y1) (Hm : meas (s296_board (2 + a) (4 + b) 0 1 4) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) (4 + b) 0 1 4)).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) (4 + b) 0 1 4)) in Hg. cbn [rights] in Hg. rewrite s296_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + b) = 4) \/ (Z.of_nat (4 + b) >= 5))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s296_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s296_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4)%Z) by zlia. exact (s296_c5_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s296_c5_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s296_c6_moves (a b : nat) : rmoves (s296_board (2 + a) (3 + b) 1 1 4) = [repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; F; F; F; E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; F; F; F; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s87_board (2 + a) 4 4) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; F; E; T; F; F; F; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 4 4 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s296_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; F; F; F; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (5 + b) 1 4 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; T; F; F; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (5 + b) 1 4 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s296_dom (2 + a) (3 + b) 1 1 4 y1) (Hm : meas (s296_board (2 + a) (3 + b) 1 1 4) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) (3 + b) 1 1 4)).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) (3 + b) 1 1 4)) in Hg. cbn [rights] in Hg. rewrite s296_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s296_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s296_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4)%Z) by zlia. exact (s296_c6_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s296_c6_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s296_c7_moves (a b c : nat) : rmoves (s296_board (2 + a) (2 + b) (2 + c) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [T; F; E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [T; F; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s256_board (2 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s256_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E]) []); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [T; F; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s88_board (2 + a) (3 + b) 0 (2 + c) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 0 (2 + c) 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s296_dom (2 + a) (2 + b) (2 + c) 1 1 y1) (Hm : meas (s296_board (2 + a) (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) (2 + b) (2 + c) 1 1)).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) (2 + b) (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s296_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s296_c7_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s296_c7_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s296_c7_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s296_c7_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s296_c8_moves (a b c e : nat) : rmoves (s296_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + e) ++ [E]].
Proof. unfold s296_board. tf_options. Qed.
Lemma s296_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s256_board (2 + a) (3 + b) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s256_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + e) ++ [E]) []); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (3 + b) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s296_board (2 + a) (3 + b) (2 + c) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (2 + e) ++ [E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) (3 + b) (2 + c) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s296_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hdom : s296_dom (2 + a) (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s296_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s296_board (2 + a) (2 + b) (2 + c) 1 (2 + e))).
Proof.
  unfold s296_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s296_board (2 + a) (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s296_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s296_c8_t1_a1 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s296_c8_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s296_c8_t1_a2 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s296_c8_moves a b c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s296_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C296 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s296_dom in Hdom.
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
            do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s296_c1 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s296_c2 IH a c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s296_c3 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s296_c4 IH a c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            do 2 (destruct b as [|b]; [exfalso; zlia|]).
  assert (e = 2) by zlia; subst e.
  exact (s296_c5 IH a b y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
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
            do 1 (destruct b as [|b]; [exfalso; zlia|]).
  assert (e = 2) by zlia; subst e.
  exact (s296_c6 IH a b y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
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
            exact (s296_c7 IH a b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s296_c8 IH a b c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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

Lemma s297_c1_moves (a b : nat) : rmoves (s297_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; F; E]].
Proof. unfold s297_board. tf_options. Qed.
Lemma s297_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; F])).
Proof.
  apply (answer_form_L _ (s307_board (2 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s307_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; F]) []); [strip_eq | unfold s307_board; target_board_eq | strip_offset].
  - unfold s307_form; apply form_int; zlia.
  - intros HT; apply (use307 IH (2 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s307_dom; zlia | unfold lex3; lia].
Qed.
Lemma s297_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) (2 + b) 2 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; F; E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) (2 + b) 2 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s297_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s297_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s297_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s297_board (2 + a) (2 + b) 1)).
Proof.
  unfold s297_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s297_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s297_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s297_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s297_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s297_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s297_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s297_c2_moves (a b c : nat) : rmoves (s297_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s297_board. tf_options. Qed.
Lemma s297_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s307_board (2 + a) (3 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s307_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s307_board; target_board_eq | strip_offset].
  - unfold s307_form; apply form_int; zlia.
  - intros HT; apply (use307 IH (2 + a) (3 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s307_dom; zlia | unfold lex3; lia].
Qed.
Lemma s297_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s308_board (2 + a) (2 + b) 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; F; F; E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (2 + b) 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s297_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) (2 + b) 2 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: F :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (2 + b) 2 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s297_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s297_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s297_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s297_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s297_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s297_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s297_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s297_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s297_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s297_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s297_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s297_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s297_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s297_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C297 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s297_dom in Hdom.
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
        exact (s297_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s297_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s298_c1_moves : rmoves (s298_board) = [[E; T; T; F; F; E; T; F]].
Proof. unfold s298_board. tf_options. Qed.
Lemma s298_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 2 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s298_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s284_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s284_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E; T; F]) []); [strip_eq | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s298_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s298_dom y1) (Hm : meas (s298_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s298_board)).
Proof.
  unfold s298_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s298_board)) in Hg. cbn [rights] in Hg. rewrite s298_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s298_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s298_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s298_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s298_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s298_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C298 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s298_dom in Hdom.
  exact (s298_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s299_c1_moves (a : nat) : rmoves (s299_board (2 + a)) = [E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)].
Proof. unfold s299_board. tf_options. Qed.
Lemma s299_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a))).
Proof.
  apply (answer_form_L _ (s135_board 2 2 1 (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s299_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a))).
Proof.
  apply (answer_form_L _ (s285_board 2 (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s285_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) []); [strip_eq | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH 2 (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s299_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s299_dom (2 + a) y1) (Hm : meas (s299_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s299_board (2 + a))).
Proof.
  unfold s299_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s299_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s299_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s299_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s299_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s299_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s299_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s299_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C299 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s299_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s299_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s300_c1_moves : rmoves (s300_board 1 1 0 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s300_dom 1 1 0 1 y1) (Hm : meas (s300_board 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 1 0 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s300_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c2_moves (d : nat) : rmoves (s300_board 1 1 0 (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s300_dom 1 1 0 (2 + d) y1) (Hm : meas (s300_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 1 0 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c3_moves : rmoves (s300_board 1 1 1 1) = [[T; F; F; T; E; T; F; E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; T; E; E; F]) [(1, 0)]) (s131_board 1 2 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 2 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s300_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s300_dom 1 1 1 1 y1) (Hm : meas (s300_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 1 1 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s300_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s300_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s300_c4_moves (d : nat) : rmoves (s300_board 1 1 1 (2 + d)) = [T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []) (s88_board 1 2 2 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 2 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s300_dom 1 1 1 (2 + d) y1) (Hm : meas (s300_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 1 1 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s300_c4_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s300_c5_moves (c : nat) : rmoves (s300_board 1 1 (2 + c) 1) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; T; F; E]) []) (s309_board 1 2 1 1 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 2 1 1 1 y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s309_board 1 2 1 (2 + c) 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 2 1 (2 + c) 1 y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s300_dom 1 1 (2 + c) 1 y1) (Hm : meas (s300_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 1 (2 + c) 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s300_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s300_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c5_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s300_c5_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s300_c6_moves (c d : nat) : rmoves (s300_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E]) []) (s309_board 1 2 1 1 (2 + d)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 2 1 1 (2 + d) y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E]) []) (s309_board 1 2 1 (2 + c) (2 + d)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 2 1 (2 + c) (2 + d) y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s300_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s300_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c6_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s300_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c6_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s300_c6_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s300_c7_moves (b : nat) : rmoves (s300_board 1 (2 + b) 0 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s300_dom 1 (2 + b) 0 1 y1) (Hm : meas (s300_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 (2 + b) 0 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s300_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c8_moves (b d : nat) : rmoves (s300_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s300_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s300_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c9_moves (b : nat) : rmoves (s300_board 1 (2 + b) 1 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s300_dom 1 (2 + b) 1 1 y1) (Hm : meas (s300_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 (2 + b) 1 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s300_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c10_moves (b d : nat) : rmoves (s300_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s300_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s300_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c11_moves (b c : nat) : rmoves (s300_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s300_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s300_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s300_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c12_moves (b c d : nat) : rmoves (s300_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s300_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s300_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c13_moves (a : nat) : rmoves (s300_board (2 + a) 1 0 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s300_dom (2 + a) 1 0 1 y1) (Hm : meas (s300_board (2 + a) 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) 1 0 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s300_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c14_moves (a d : nat) : rmoves (s300_board (2 + a) 1 0 (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s300_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s300_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) 1 0 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c15_moves (a : nat) : rmoves (s300_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; F; T; E; T; F; E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]) (s131_board (2 + a) 2 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 2 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s300_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s300_dom (2 + a) 1 1 1 y1) (Hm : meas (s300_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) 1 1 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s300_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c15_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s300_c15_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s300_c16_moves (a d : nat) : rmoves (s300_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []) (s88_board (2 + a) 2 2 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 2 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s300_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s300_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c16_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s300_c16_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s300_c17_moves (a c : nat) : rmoves (s300_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []) (s309_board (2 + a) 2 1 1 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) 2 1 1 1 y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [T; F; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s309_board (2 + a) 2 1 (2 + c) 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) 2 1 (2 + c) 1 y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s300_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s300_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s300_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c17_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s300_c17_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c17_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s300_c17_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s300_c18_moves (a c d : nat) : rmoves (s300_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E]].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E]) []) (s309_board (2 + a) 2 1 1 (2 + d)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) 2 1 1 (2 + d) y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E]) []) (s309_board (2 + a) 2 1 (2 + c) (2 + d)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) 2 1 (2 + c) (2 + d) y1); [unfold s309_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s300_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s300_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s300_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c18_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s300_c18_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s300_c18_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s300_c18_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s300_c19_moves (a b : nat) : rmoves (s300_board (2 + a) (2 + b) 0 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s300_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s300_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) (2 + b) 0 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s300_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c20_moves (a b d : nat) : rmoves (s300_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s300_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s300_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c21_moves (a b : nat) : rmoves (s300_board (2 + a) (2 + b) 1 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s300_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s300_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s300_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c22_moves (a b d : nat) : rmoves (s300_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s300_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s300_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c23_moves (a b c : nat) : rmoves (s300_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s300_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s300_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s300_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_c24_moves (a b c d : nat) : rmoves (s300_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s300_board. tf_options. Qed.
Lemma s300_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s300_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s300_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s300_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s300_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s300_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s300_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s300_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C300 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s300_dom in Hdom.
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
          exact (s300_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c2 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c4 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c5 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c6 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c7 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c8 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c9 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c10 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c12 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s300_c13 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c14 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c15 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c16 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c17 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c18 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c19 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c20 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c21 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c22 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s300_c23 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s300_c24 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s301_c1_moves : rmoves (s301_board 1 0 2) = [].
Proof. unfold s301_board. tf_options. Qed.
Lemma s301_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s301_dom 1 0 2 y1) (Hm : meas (s301_board 1 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s301_board 1 0 2)).
Proof.
  unfold s301_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s301_board 1 0 2)) in Hg. cbn [rights] in Hg. rewrite s301_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s301_c2_moves (c : nat) : rmoves (s301_board 1 1 (2 + c)) = [].
Proof. unfold s301_board. tf_options. Qed.
Lemma s301_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s301_dom 1 1 (2 + c) y1) (Hm : meas (s301_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s301_board 1 1 (2 + c))).
Proof.
  unfold s301_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s301_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s301_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s301_c3_moves (b : nat) : rmoves (s301_board 1 (2 + b) 2) = [].
Proof. unfold s301_board. tf_options. Qed.
Lemma s301_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s301_dom 1 (2 + b) 2 y1) (Hm : meas (s301_board 1 (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s301_board 1 (2 + b) 2)).
Proof.
  unfold s301_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s301_board 1 (2 + b) 2)) in Hg. cbn [rights] in Hg. rewrite s301_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s301_c4_moves (a : nat) : rmoves (s301_board (2 + a) 0 2) = [].
Proof. unfold s301_board. tf_options. Qed.
Lemma s301_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s301_dom (2 + a) 0 2 y1) (Hm : meas (s301_board (2 + a) 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s301_board (2 + a) 0 2)).
Proof.
  unfold s301_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s301_board (2 + a) 0 2)) in Hg. cbn [rights] in Hg. rewrite s301_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s301_c5_moves (a c : nat) : rmoves (s301_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s301_board. tf_options. Qed.
Lemma s301_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s301_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s301_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s301_board (2 + a) 1 (2 + c))).
Proof.
  unfold s301_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s301_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s301_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s301_c6_moves (a b : nat) : rmoves (s301_board (2 + a) (2 + b) 2) = [].
Proof. unfold s301_board. tf_options. Qed.
Lemma s301_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s301_dom (2 + a) (2 + b) 2 y1) (Hm : meas (s301_board (2 + a) (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s301_board (2 + a) (2 + b) 2)).
Proof.
  unfold s301_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s301_board (2 + a) (2 + b) 2)) in Hg. cbn [rights] in Hg. rewrite s301_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s301_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C301 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s301_dom in Hdom.
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
        assert (c = 0) by zlia; subst c.
  exact (s301_c1 IH y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s301_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s301_c3 IH b y1 Hdom Hm Hd Hr).
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
        assert (c = 0) by zlia; subst c.
  exact (s301_c4 IH a y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s301_c5 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s301_c6 IH a b y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s302_c1_moves : rmoves (s302_board 1 0 2) = [].
Proof. unfold s302_board. tf_options. Qed.
Lemma s302_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s302_dom 1 0 2 y1) (Hm : meas (s302_board 1 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s302_board 1 0 2)).
Proof.
  unfold s302_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s302_board 1 0 2)) in Hg. cbn [rights] in Hg. rewrite s302_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s302_c2_moves (c : nat) : rmoves (s302_board 1 1 (2 + c)) = [].
Proof. unfold s302_board. tf_options. Qed.
Lemma s302_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s302_dom 1 1 (2 + c) y1) (Hm : meas (s302_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s302_board 1 1 (2 + c))).
Proof.
  unfold s302_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s302_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s302_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s302_c3_moves (b : nat) : rmoves (s302_board 1 (2 + b) 2) = [].
Proof. unfold s302_board. tf_options. Qed.
Lemma s302_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s302_dom 1 (2 + b) 2 y1) (Hm : meas (s302_board 1 (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s302_board 1 (2 + b) 2)).
Proof.
  unfold s302_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s302_board 1 (2 + b) 2)) in Hg. cbn [rights] in Hg. rewrite s302_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s302_c4_moves (a : nat) : rmoves (s302_board (2 + a) 0 2) = [].
Proof. unfold s302_board. tf_options. Qed.
Lemma s302_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s302_dom (2 + a) 0 2 y1) (Hm : meas (s302_board (2 + a) 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s302_board (2 + a) 0 2)).
Proof.
  unfold s302_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s302_board (2 + a) 0 2)) in Hg. cbn [rights] in Hg. rewrite s302_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s302_c5_moves (a c : nat) : rmoves (s302_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s302_board. tf_options. Qed.
Lemma s302_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s302_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s302_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s302_board (2 + a) 1 (2 + c))).
Proof.
  unfold s302_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s302_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s302_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s302_c6_moves (a b : nat) : rmoves (s302_board (2 + a) (2 + b) 2) = [].
Proof. unfold s302_board. tf_options. Qed.
Lemma s302_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s302_dom (2 + a) (2 + b) 2 y1) (Hm : meas (s302_board (2 + a) (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s302_board (2 + a) (2 + b) 2)).
Proof.
  unfold s302_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s302_board (2 + a) (2 + b) 2)) in Hg. cbn [rights] in Hg. rewrite s302_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s302_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C302 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s302_dom in Hdom.
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
        assert (c = 0) by zlia; subst c.
  exact (s302_c1 IH y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s302_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s302_c3 IH b y1 Hdom Hm Hd Hr).
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
        assert (c = 0) by zlia; subst c.
  exact (s302_c4 IH a y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s302_c5 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s302_c6 IH a b y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s303_c1_moves : rmoves (s303_board) = [[T; F; T; F; E; E; F]; [T; F; T; E; F; F; E]].
Proof. unfold s303_board. tf_options. Qed.
Lemma s303_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; F; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; E; F]) []) (s295_board 1 1 1 1) (0) _ (s295_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; E; F]) []); [reflexivity | unfold s295_board; target_board_eq | strip_offset].
  - unfold s295_form; apply form_int; zlia.
  - intros HT; apply (use295 IH 1 1 1 1 y1); [unfold s295_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s303_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; F; E]) []) (s56_board 1 0) (0) _ (s56_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; F; E]) []); [reflexivity | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH 1 0 y1); [unfold s56_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s303_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s303_dom y1) (Hm : meas (s303_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s303_board)).
Proof.
  unfold s303_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s303_board)) in Hg. cbn [rights] in Hg. rewrite s303_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat y1 >= 1)%Z) by zlia. exact (s303_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s303_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 1)%Z) by zlia. exact (s303_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s303_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s303_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C303 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s303_dom in Hdom.
  exact (s303_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s304_c1_moves (a : nat) : rmoves (s304_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; E; E; F]; repeat T (2 + a) ++ [F; T; E; F; F; E]].
Proof. unfold s304_board. tf_options. Qed.
Lemma s304_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; E; F]) []) (s295_board (2 + a) 1 1 1) (0) _ (s295_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; E; F]) []); [reflexivity | unfold s295_board; target_board_eq | strip_offset].
  - unfold s295_form; apply form_int; zlia.
  - intros HT; apply (use295 IH (2 + a) 1 1 1 y1); [unfold s295_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s304_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []) (s56_board (2 + a) 0) (0) _ (s56_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [reflexivity | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 y1); [unfold s56_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s304_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s304_dom (2 + a) y1) (Hm : meas (s304_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s304_board (2 + a))).
Proof.
  unfold s304_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s304_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s304_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s304_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s304_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s304_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s304_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s304_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C304 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s304_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s304_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s305_c1_moves (c : nat) : rmoves (s305_board 1 0 (2 + c)) = [].
Proof. unfold s305_board. tf_options. Qed.
Lemma s305_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s305_dom 1 0 (2 + c) y1) (Hm : meas (s305_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s305_board 1 0 (2 + c))).
Proof.
  unfold s305_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s305_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s305_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s305_c2_moves (c : nat) : rmoves (s305_board 1 1 (2 + c)) = [T :: F :: T :: E :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s305_board. tf_options. Qed.
Lemma s305_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + c) ++ [E]) []) (s88_board 1 1 2 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 2 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s305_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s305_dom 1 1 (2 + c) y1) (Hm : meas (s305_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s305_board 1 1 (2 + c))).
Proof.
  unfold s305_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s305_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s305_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s305_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s305_c2_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s305_c3_moves (b c : nat) : rmoves (s305_board 1 (2 + b) (2 + c)) = [T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s305_board. tf_options. Qed.
Lemma s305_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]) []) (s300_board 1 1 1 (2 + c)) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH 1 1 1 (2 + c) y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s305_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s300_board 1 1 (2 + b) (2 + c)) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH 1 1 (2 + b) (2 + c) y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s305_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s305_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s305_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s305_board 1 (2 + b) (2 + c))).
Proof.
  unfold s305_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s305_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s305_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s305_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s305_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s305_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s305_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s305_c4_moves (a c : nat) : rmoves (s305_board (2 + a) 0 (2 + c)) = [].
Proof. unfold s305_board. tf_options. Qed.
Lemma s305_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s305_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s305_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s305_board (2 + a) 0 (2 + c))).
Proof.
  unfold s305_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s305_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s305_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s305_c5_moves (a c : nat) : rmoves (s305_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s305_board. tf_options. Qed.
Lemma s305_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + c) ++ [E]) []) (s88_board (2 + a) 1 2 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s305_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s305_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s305_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s305_board (2 + a) 1 (2 + c))).
Proof.
  unfold s305_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s305_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s305_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s305_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s305_c5_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s305_c6_moves (a b c : nat) : rmoves (s305_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s305_board. tf_options. Qed.
Lemma s305_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]) []) (s300_board (2 + a) 1 1 (2 + c)) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 1 1 (2 + c) y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s305_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s300_board (2 + a) 1 (2 + b) (2 + c)) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 1 (2 + b) (2 + c) y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s305_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s305_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s305_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s305_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s305_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s305_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s305_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s305_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s305_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s305_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s305_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s305_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C305 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s305_dom in Hdom.
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
        exact (s305_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s305_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s305_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s305_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s305_c5 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s305_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s306_c1_moves (b c : nat) : rmoves (s306_board 1 (2 + b) (2 + c) 1) = [T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F]; T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s306_board. tf_options. Qed.
Lemma s306_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E; F]) []) (s310_board 1 1 1 (2 + c) 1) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH 1 1 1 (2 + c) 1 y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []) (s310_board 1 1 (2 + b) (2 + c) 1) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH 1 1 (2 + b) (2 + c) 1 y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []) (s309_board 0 0 2 (2 + b) (3 + c)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + b) (3 + c) y1); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s306_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s306_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s306_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s306_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s306_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s306_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s306_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s306_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s306_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s306_c1_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s306_c1_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s306_c1_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s306_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s306_c2_moves (b c d : nat) : rmoves (s306_board 1 (2 + b) (2 + c) (2 + d)) = [T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d); T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s306_board. tf_options. Qed.
Lemma s306_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s310_board 1 1 1 (2 + c) (2 + d)) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH 1 1 1 (2 + c) (2 + d) y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s310_board 1 1 (2 + b) (2 + c) (2 + d)) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH 1 1 (2 + b) (2 + c) (2 + d) y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []) (s311_board (2 + b) (3 + c)) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + b) (3 + c) y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s312_board (2 + b) (3 + c) (2 + d)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + b) (3 + c) (2 + d) y1); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s306_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s306_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s306_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s306_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s306_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s306_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s306_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s306_c2_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s306_c2_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s306_c2_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s306_c2_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s306_c2_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s306_c2_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s306_c2_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s306_c2_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s306_c3_moves (a b c : nat) : rmoves (s306_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F]; repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s306_board. tf_options. Qed.
Lemma s306_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E; F]) []) (s310_board (2 + a) 1 1 (2 + c) 1) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 1 (2 + c) 1 y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []) (s310_board (2 + a) 1 (2 + b) (2 + c) 1) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 (2 + b) (2 + c) 1 y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s305_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s305_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s305_board; target_board_eq | strip_offset].
  - unfold s305_form; apply form_int; zlia.
  - intros HT; apply (use305 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s305_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s306_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s306_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s306_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s306_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s306_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s306_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s306_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s306_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s306_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s306_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s306_c3_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s306_c3_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s306_c4_moves (a b c d : nat) : rmoves (s306_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s306_board. tf_options. Qed.
Lemma s306_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s310_board (2 + a) 1 1 (2 + c) (2 + d)) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 1 (2 + c) (2 + d) y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s310_board (2 + a) 1 (2 + b) (2 + c) (2 + d)) (0) _ (s310_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 (2 + b) (2 + c) (2 + d) y1); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s306_board (2 + a) (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s306_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [strip_eq | unfold s306_board; target_board_eq | strip_offset].
  - unfold s306_form; apply form_int; zlia.
  - intros HT; apply (use306 IH (2 + a) (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s306_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s306_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s306_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s306_board; target_board_eq | strip_offset].
  - unfold s306_form; apply form_int; zlia.
  - intros HT; apply (use306 IH (2 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s306_dom; zlia | unfold lex3; lia].
Qed.
Lemma s306_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s306_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s306_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s306_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s306_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s306_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s306_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s306_c4_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s306_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s306_c4_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s306_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s306_c4_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s306_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s306_c4_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s306_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s306_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C306 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s306_dom in Hdom.
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
          exact (s306_c1 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s306_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s306_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s306_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s307_c1_moves (a b : nat) : rmoves (s307_board (2 + a) (3 + b) 1 1) = [repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E; F]; repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E]].
Proof. unfold s307_board. tf_options. Qed.
Lemma s307_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E; F])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s307_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) (3 + b) 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s256_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E]) []); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (3 + b) 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s307_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s307_dom (2 + a) (3 + b) 1 1 y1) (Hm : meas (s307_board (2 + a) (3 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s307_board (2 + a) (3 + b) 1 1)).
Proof.
  unfold s307_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s307_board (2 + a) (3 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s307_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s307_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s307_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s307_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s307_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s307_c2_moves (a b d : nat) : rmoves (s307_board (2 + a) (3 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s307_board. tf_options. Qed.
Lemma s307_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 1 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s307_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s307_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) 1 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) 1 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s307_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s307_dom (2 + a) (3 + b) 1 (2 + d) y1) (Hm : meas (s307_board (2 + a) (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s307_board (2 + a) (3 + b) 1 (2 + d))).
Proof.
  unfold s307_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s307_board (2 + a) (3 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s307_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s307_c2_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s307_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s307_c2_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s307_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s307_c2_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s307_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s307_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C307 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s307_dom in Hdom.
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s307_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s307_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s308_c1_moves (a c d : nat) : rmoves (s308_board (2 + a) 0 (4 + c) (4 + d) 0) = [repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (4 + d) ++ [E]].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (4 + d) >= 4 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (4 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (4 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) 1 (3 + c) 1 (4 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (4 + d) ++ [E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) 1 (3 + c) 1 (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s308_dom (2 + a) 0 (4 + c) (4 + d) 0 y1) (Hm : meas (s308_board (2 + a) 0 (4 + c) (4 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) 0 (4 + c) (4 + d) 0)).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) 0 (4 + c) (4 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s308_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (4 + d) >= 4 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s308_c1_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s308_c1_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s308_c2_moves (a c d : nat) : rmoves (s308_board (2 + a) 0 (4 + c) (2 + d) 1) = [repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ [E; F]; repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ [E]].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  apply (answer_form_L _ (s308_board (2 + a) 1 (3 + c) (2 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 1 (3 + c) (2 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) 0 (4 + c) 1 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) 0 (4 + c) 1 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s308_dom (2 + a) 0 (4 + c) (2 + d) 1 y1) (Hm : meas (s308_board (2 + a) 0 (4 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) 0 (4 + c) (2 + d) 1)).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) 0 (4 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s308_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c2_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s308_c2_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c2_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s308_c2_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s308_c3_moves (a c d e : nat) : rmoves (s308_board (2 + a) 0 (4 + c) (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s308_board (2 + a) 1 (3 + c) (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 1 (3 + c) (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s308_board (2 + a) 0 (4 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 0 (4 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) 0 (4 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (4 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 0 (4 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s308_dom (2 + a) 0 (4 + c) (2 + d) (2 + e) y1) (Hm : meas (s308_board (2 + a) 0 (4 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) 0 (4 + c) (2 + d) (2 + e))).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) 0 (4 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s308_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s308_c3_t1_a1 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s308_c3_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) by zlia. exact (s308_c3_t2_a1 IH a c d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c3_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + c) >= 4 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s308_c3_t2_a2 IH a c d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c3_moves a c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s308_c4_moves (a c d : nat) : rmoves (s308_board (2 + a) 1 (3 + c) (2 + d) 1) = [repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]; repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ [E]].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  apply (answer_form_L _ (s308_board (2 + a) 2 (2 + c) (2 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 2 (2 + c) (2 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) 1 (3 + c) 1 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) 1 (3 + c) 1 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s308_dom (2 + a) 1 (3 + c) (2 + d) 1 y1) (Hm : meas (s308_board (2 + a) 1 (3 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) 1 (3 + c) (2 + d) 1)).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) 1 (3 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s308_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c4_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s308_c4_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c4_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s308_c4_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s308_c5_moves (a c d e : nat) : rmoves (s308_board (2 + a) 1 (3 + c) (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s308_board (2 + a) 2 (2 + c) (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 2 (2 + c) (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s308_board (2 + a) 1 (3 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 1 (3 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) 1 (3 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat F (3 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) 1 (3 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s308_dom (2 + a) 1 (3 + c) (2 + d) (2 + e) y1) (Hm : meas (s308_board (2 + a) 1 (3 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) 1 (3 + c) (2 + d) (2 + e))).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) 1 (3 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s308_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s308_c5_t1_a1 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s308_c5_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) by zlia. exact (s308_c5_t2_a1 IH a c d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c5_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s308_c5_t2_a2 IH a c d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c5_moves a c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s308_c6_moves (a b d : nat) : rmoves (s308_board (2 + a) (4 + b) 0 (2 + d) 1) = [repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]; repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; T; F; E; F]) []) (s88_board (2 + a) (5 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (5 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (5 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board (2 + a) (5 + b) 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (5 + b) 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s87_board (2 + a) 4 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 4 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s308_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (5 + b) 1 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (5 + b) 1 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s308_dom (2 + a) (4 + b) 0 (2 + d) 1 y1) (Hm : meas (s308_board (2 + a) (4 + b) 0 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) (4 + b) 0 (2 + d) 1)).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) (4 + b) 0 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s308_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c6_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s308_c6_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c6_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s308_c6_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (4 + b) = 4) \/ (Z.of_nat (4 + b) >= 5))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s308_c6_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s308_c6_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c6_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s308_c6_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s308_c7_moves (a b d e : nat) : rmoves (s308_board (2 + a) (4 + b) 0 (2 + d) (2 + e)) = [repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (5 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board (2 + a) (5 + b) 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (5 + b) 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (5 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board (2 + a) (5 + b) 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (5 + b) 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hdom : s308_dom (2 + a) (4 + b) 0 (2 + d) (2 + e) y1) (Hm : meas (s308_board (2 + a) (4 + b) 0 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) (4 + b) 0 (2 + d) (2 + e))).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) (4 + b) 0 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s308_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s308_c7_t1_a1 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s308_c7_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s308_c7_t1_a2 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s308_c7_moves a b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) by zlia. exact (s308_c7_t2_a1 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c7_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s308_c7_t2_a2 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c7_moves a b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s308_c8_moves (a b d : nat) : rmoves (s308_board (2 + a) (3 + b) 1 (2 + d) 1) = [repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]; repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 1 (2 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 1 (2 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) (3 + b) 1 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s256_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (3 + b) 1 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s308_dom (2 + a) (3 + b) 1 (2 + d) 1 y1) (Hm : meas (s308_board (2 + a) (3 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) (3 + b) 1 (2 + d) 1)).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) (3 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s308_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c8_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s308_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c8_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s308_c8_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s308_c9_moves (a b d e : nat) : rmoves (s308_board (2 + a) (3 + b) 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 1 (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hdom : s308_dom (2 + a) (3 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s308_board (2 + a) (3 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) (3 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) (3 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s308_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s308_c9_t1_a1 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s308_c9_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) by zlia. exact (s308_c9_t2_a1 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c9_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s308_c9_t2_a2 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c9_moves a b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s308_c10_moves (a b c d : nat) : rmoves (s308_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) 1 (2 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) 1 (2 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) (2 + c) (2 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) (2 + c) (2 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s296_board (2 + a) (2 + b) (2 + c) 1 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s296_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s296_board; target_board_eq | strip_offset].
  - unfold s296_form; apply form_int; zlia.
  - intros HT; apply (use296 IH (2 + a) (2 + b) (2 + c) 1 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s296_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s308_dom (2 + a) (2 + b) (2 + c) (2 + d) 1 y1) (Hm : meas (s308_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) (2 + b) (2 + c) (2 + d) 1)).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) (2 + b) (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s308_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c10_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s308_c10_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c10_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s308_c10_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s308_c10_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s308_c10_moves a b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s308_c11_moves (a b c d e : nat) : rmoves (s308_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s308_board. tf_options. Qed.
Lemma s308_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) 1 (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) 1 (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) (3 + b) (2 + c) (2 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (3 + b) (2 + c) (2 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s308_board (2 + a) (2 + b) (2 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (2 + b) (2 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c11_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s308_board (2 + a) (2 + b) (2 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s308_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s308_board; target_board_eq | strip_offset].
  - unfold s308_form; apply form_int; zlia.
  - intros HT; apply (use308 IH (2 + a) (2 + b) (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s308_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s308_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat)
  (Hdom : s308_dom (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s308_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s308_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s308_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s308_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s308_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s308_c11_t1_a1 IH a b c d e y1 Hw (move_below_r _ _ 0 _ _ (s308_c11_moves a b c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s308_c11_t1_a2 IH a b c d e y1 Hw (move_below_r _ _ 0 _ _ (s308_c11_moves a b c d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2)%Z) by zlia. exact (s308_c11_t2_a1 IH a b c d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c11_moves a b c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s308_c11_t2_a2 IH a b c d e y1 Hw (move_below_r _ _ 1 _ _ (s308_c11_moves a b c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s308_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C308 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s308_dom in Hdom.
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
            do 2 (destruct c as [|c]; [exfalso; zlia|]).
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s308_c1 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s308_c2 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s308_c3 IH a c d e y1 Hdom Hm Hd Hr).
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
            do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s308_c4 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s308_c5 IH a c d e y1 Hdom Hm Hd Hr).
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
            do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s308_c6 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s308_c7 IH a b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s308_c8 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s308_c9 IH a b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s308_c10 IH a b c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s308_c11 IH a b c d e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
  }
Qed.

Lemma s309_c1_moves (e : nat) : rmoves (s309_board 0 0 3 1 (3 + e)) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s309_dom 0 0 3 1 (3 + e) y1) (Hm : meas (s309_board 0 0 3 1 (3 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 0 0 3 1 (3 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 0 0 3 1 (3 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c2_moves (c d : nat) : rmoves (s309_board 0 0 (2 + c) (2 + d) 0) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s309_dom 0 0 (2 + c) (2 + d) 0 y1) (Hm : meas (s309_board 0 0 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 0 0 (2 + c) (2 + d) 0)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 0 0 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s309_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c3_moves (c d : nat) : rmoves (s309_board 0 0 (2 + c) (2 + d) 1) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s309_dom 0 0 (2 + c) (2 + d) 1 y1) (Hm : meas (s309_board 0 0 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 0 0 (2 + c) (2 + d) 1)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 0 0 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s309_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c4_moves (c d e : nat) : rmoves (s309_board 0 0 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s309_dom 0 0 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s309_board 0 0 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 0 0 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 0 0 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c5_moves : rmoves (s309_board 1 2 1 0 1) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s309_dom 1 2 1 0 1 y1) (Hm : meas (s309_board 1 2 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 1 2 1 0 1)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 1 2 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s309_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c6_moves (e : nat) : rmoves (s309_board 1 2 1 0 (2 + e)) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s309_dom 1 2 1 0 (2 + e) y1) (Hm : meas (s309_board 1 2 1 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 1 2 1 0 (2 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 1 2 1 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c7_moves (b : nat) : rmoves (s309_board 1 (2 + b) 1 1 1) = [T :: repeat F (3 + b) ++ [T; E; T; F; E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s131_board 1 (3 + b) 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 (3 + b) 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s309_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s309_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s309_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 1 (2 + b) 1 1 1)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 1 (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s309_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c7_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s309_c7_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s309_c8_moves (b e : nat) : rmoves (s309_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E]) []) (s88_board 1 (3 + b) 2 (2 + e) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 2 (2 + e) 0 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s309_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s309_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 1 (2 + b) 1 1 (2 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c8_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s309_c8_moves b e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s309_c9_moves (b d : nat) : rmoves (s309_board 1 (2 + b) 1 (2 + d) 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s309_board 1 (3 + b) 1 1 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 (3 + b) 1 1 1 y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s309_board 1 (3 + b) 1 (2 + d) 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 (3 + b) 1 (2 + d) 1 y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s309_dom 1 (2 + b) 1 (2 + d) 1 y1) (Hm : meas (s309_board 1 (2 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 1 (2 + b) 1 (2 + d) 1)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 1 (2 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s309_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c9_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s309_c9_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c9_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s309_c9_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s309_c10_moves (b d e : nat) : rmoves (s309_board 1 (2 + b) 1 (2 + d) (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E]) []) (s309_board 1 (3 + b) 1 1 (2 + e)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 (3 + b) 1 1 (2 + e) y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E]) []) (s309_board 1 (3 + b) 1 (2 + d) (2 + e)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 (3 + b) 1 (2 + d) (2 + e) y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hdom : s309_dom 1 (2 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s309_board 1 (2 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board 1 (2 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board 1 (2 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c10_t1_a1 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s309_c10_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c10_t1_a2 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s309_c10_moves b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s309_c11_moves (a e : nat) : rmoves (s309_board (2 + a) 0 1 1 (7 + e)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (7 + e) ++ [E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (7 + e) >= 7 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (7 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (7 + e) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (7 + e) ++ [E]) []) (s88_board (2 + a) 1 2 (7 + e) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (7 + e) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (7 + e) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s309_dom (2 + a) 0 1 1 (7 + e) y1) (Hm : meas (s309_board (2 + a) 0 1 1 (7 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) 0 1 1 (7 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) 0 1 1 (7 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (7 + e) >= 7 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c11_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s309_c11_moves a e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s309_c12_moves (a e : nat) : rmoves (s309_board (2 + a) 1 1 1 (5 + e)) = [repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (5 + e) ++ [E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (5 + e) >= 5 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (5 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (5 + e) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (5 + e) ++ [E]) []) (s88_board (2 + a) 2 2 (5 + e) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (5 + e) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 2 (5 + e) 0 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s309_dom (2 + a) 1 1 1 (5 + e) y1) (Hm : meas (s309_board (2 + a) 1 1 1 (5 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) 1 1 1 (5 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) 1 1 1 (5 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (5 + e) >= 5 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c12_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s309_c12_moves a e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s309_c13_moves (a : nat) : rmoves (s309_board (2 + a) 2 1 0 1) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s309_dom (2 + a) 2 1 0 1 y1) (Hm : meas (s309_board (2 + a) 2 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) 2 1 0 1)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) 2 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s309_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c14_moves (a e : nat) : rmoves (s309_board (2 + a) 2 1 0 (2 + e)) = [].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s309_dom (2 + a) 2 1 0 (2 + e) y1) (Hm : meas (s309_board (2 + a) 2 1 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) 2 1 0 (2 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) 2 1 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s309_c15_moves (a b : nat) : rmoves (s309_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s131_board (2 + a) (3 + b) 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) (3 + b) 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s309_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s309_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s309_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) (2 + b) 1 1 1)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s309_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c15_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s309_c15_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s309_c16_moves (a b e : nat) : rmoves (s309_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E]) []) (s88_board (2 + a) (3 + b) 2 (2 + e) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 2 (2 + e) 0 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s309_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s309_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) (2 + b) 1 1 (2 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c16_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s309_c16_moves a b e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s309_c17_moves (a b d : nat) : rmoves (s309_board (2 + a) (2 + b) 1 (2 + d) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s309_board (2 + a) (3 + b) 1 1 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) (3 + b) 1 1 1 y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s309_board (2 + a) (3 + b) 1 (2 + d) 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) (3 + b) 1 (2 + d) 1 y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s309_dom (2 + a) (2 + b) 1 (2 + d) 1 y1) (Hm : meas (s309_board (2 + a) (2 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) (2 + b) 1 (2 + d) 1)).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) (2 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s309_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c17_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s309_c17_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c17_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s309_c17_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s309_c18_moves (a b d e : nat) : rmoves (s309_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E]].
Proof. unfold s309_board. tf_options. Qed.
Lemma s309_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E]) []) (s309_board (2 + a) (3 + b) 1 1 (2 + e)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) (3 + b) 1 1 (2 + e) y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E]) []) (s309_board (2 + a) (3 + b) 1 (2 + d) (2 + e)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) (3 + b) 1 (2 + d) (2 + e) y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s309_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hdom : s309_dom (2 + a) (2 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s309_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s309_board (2 + a) (2 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s309_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s309_board (2 + a) (2 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s309_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c18_t1_a1 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s309_c18_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s309_c18_t1_a2 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s309_c18_moves a b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s309_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C309 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s309_dom in Hdom.
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
            assert (c = 1) by zlia; subst c.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s309_c1 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s309_c2 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s309_c3 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s309_c4 IH c d e y1 Hdom Hm Hd Hr).
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
            assert (b = 0) by zlia; subst b.
  exact (s309_c5 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  exact (s309_c6 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s309_c7 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s309_c8 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s309_c9 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s309_c10 IH b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            do 5 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s309_c11 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
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
            do 3 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s309_c12 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
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
            assert (b = 0) by zlia; subst b.
  exact (s309_c13 IH a y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  exact (s309_c14 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s309_c15 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s309_c16 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s309_c17 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s309_c18 IH a b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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

Lemma s310_c1_moves (d : nat) : rmoves (s310_board 1 1 0 (2 + d) 1) = [T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board 0 0 3 (3 + d) 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s310_dom 1 1 0 (2 + d) 1 y1) (Hm : meas (s310_board 1 1 0 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board 1 1 0 (2 + d) 1)).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board 1 1 0 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s310_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c1_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s310_c1_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s310_c2_moves (d e : nat) : rmoves (s310_board 1 1 0 (2 + d) (2 + e)) = [T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 3 (3 + d) 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 3 (3 + d) (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s310_dom 1 1 0 (2 + d) (2 + e) y1) (Hm : meas (s310_board 1 1 0 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board 1 1 0 (2 + d) (2 + e))).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board 1 1 0 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s310_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s310_c2_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c2_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c2_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c2_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s310_c3_moves (d : nat) : rmoves (s310_board 1 1 1 (2 + d) 1) = [T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E; F]; T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board 1 2 2 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 2 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: repeat F (3 + d) ++ [E]) []) (s265_board (3 + d)) (-1) _ (s265_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s310_dom 1 1 1 (2 + d) 1 y1) (Hm : meas (s310_board 1 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board 1 1 1 (2 + d) 1)).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board 1 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s310_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s310_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c3_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s310_c3_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s310_c4_moves (d e : nat) : rmoves (s310_board 1 1 1 (2 + d) (2 + e)) = [T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e); T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board 1 2 2 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 2 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: repeat F (3 + d) ++ [E; F]) []) (s311_board 1 (3 + d)) (-1) _ (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s312_board 1 (3 + d) (2 + e)) (-1) _ (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s310_dom 1 1 1 (2 + d) (2 + e) y1) (Hm : meas (s310_board 1 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board 1 1 1 (2 + d) (2 + e))).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board 1 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s310_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c4_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c4_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s310_c4_t2_a1 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c4_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c4_t2_a2 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c4_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s310_c5_moves (c d : nat) : rmoves (s310_board 1 1 (2 + c) (2 + d) 1) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]; T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E; F]) []) (s313_board 1 2 1 1 (2 + d) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 2 1 1 (2 + d) 1 y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]) []) (s313_board 1 2 1 (2 + c) (2 + d) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 2 1 (2 + c) (2 + d) 1 y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]) []) (s309_board 0 0 2 (2 + c) (3 + d)) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + c) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s310_dom 1 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s310_board 1 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board 1 1 (2 + c) (2 + d) 1)).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board 1 1 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s310_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c5_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s310_c5_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c5_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s310_c5_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c5_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s310_c5_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s310_c6_moves (c d e : nat) : rmoves (s310_board 1 1 (2 + c) (2 + d) (2 + e)) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e); T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s313_board 1 2 1 1 (2 + d) (2 + e)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 2 1 1 (2 + d) (2 + e) y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s313_board 1 2 1 (2 + c) (2 + d) (2 + e)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 2 1 (2 + c) (2 + d) (2 + e) y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E; F]) []) (s311_board (2 + c) (3 + d)) (-1) _ (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + c) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s312_board (2 + c) (3 + d) (2 + e)) (-1) _ (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s310_dom 1 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s310_board 1 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board 1 1 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board 1 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s310_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c6_t1_a1 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c6_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c6_t1_a2 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c6_moves c d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s310_c6_t2_a1 IH c d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c6_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c6_t2_a2 IH c d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c6_moves c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s310_c7_moves (a d : nat) : rmoves (s310_board (2 + a) 1 0 (2 + d) 1) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 2 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s310_dom (2 + a) 1 0 (2 + d) 1 y1) (Hm : meas (s310_board (2 + a) 1 0 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board (2 + a) 1 0 (2 + d) 1)).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board (2 + a) 1 0 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s310_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c7_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s310_c7_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s310_c8_moves (a d e : nat) : rmoves (s310_board (2 + a) 1 0 (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 1 2 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 2 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s310_dom (2 + a) 1 0 (2 + d) (2 + e) y1) (Hm : meas (s310_board (2 + a) 1 0 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board (2 + a) 1 0 (2 + d) (2 + e))).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board (2 + a) 1 0 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s310_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s310_c8_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c8_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c8_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c8_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s310_c9_moves (a d : nat) : rmoves (s310_board (2 + a) 1 1 (2 + d) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E; F]; repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board (2 + a) 2 2 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 2 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s300_board (2 + a) 1 1 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s300_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 1 1 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s310_dom (2 + a) 1 1 (2 + d) 1 y1) (Hm : meas (s310_board (2 + a) 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board (2 + a) 1 1 (2 + d) 1)).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board (2 + a) 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s310_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c9_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s310_c9_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c9_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s310_c9_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s310_c10_moves (a d e : nat) : rmoves (s310_board (2 + a) 1 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board (2 + a) 2 2 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 2 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s310_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s310_board (2 + a) 1 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s310_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s310_board (2 + a) 1 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s310_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s310_dom (2 + a) 1 1 (2 + d) (2 + e) y1) (Hm : meas (s310_board (2 + a) 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board (2 + a) 1 1 (2 + d) (2 + e))).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board (2 + a) 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s310_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c10_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c10_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s310_c10_t2_a1 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c10_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c10_t2_a2 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c10_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s310_c11_moves (a c d : nat) : rmoves (s310_board (2 + a) 1 (2 + c) (2 + d) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E; F]) []) (s313_board (2 + a) 2 1 1 (2 + d) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) 2 1 1 (2 + d) 1 y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ [E; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]) []) (s313_board (2 + a) 2 1 (2 + c) (2 + d) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) 2 1 (2 + c) (2 + d) 1 y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s300_board (2 + a) 1 (2 + c) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s300_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 1 (2 + c) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s310_dom (2 + a) 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s310_board (2 + a) 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board (2 + a) 1 (2 + c) (2 + d) 1)).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board (2 + a) 1 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s310_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c11_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s310_c11_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c11_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s310_c11_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s310_c11_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s310_c11_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s310_c12_moves (a c d e : nat) : rmoves (s310_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s310_board. tf_options. Qed.
Lemma s310_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s313_board (2 + a) 2 1 1 (2 + d) (2 + e)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) 2 1 1 (2 + d) (2 + e) y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s313_board (2 + a) 2 1 (2 + c) (2 + d) (2 + e)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) 2 1 (2 + c) (2 + d) (2 + e) y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s310_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s310_board (2 + a) 1 (2 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s310_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 (2 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s310_board (2 + a) 1 (2 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s310_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s310_board; target_board_eq | strip_offset].
  - unfold s310_form; apply form_int; zlia.
  - intros HT; apply (use310 IH (2 + a) 1 (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s310_dom; zlia | unfold lex3; lia].
Qed.
Lemma s310_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s310_dom (2 + a) 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s310_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s310_board (2 + a) 1 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s310_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s310_board (2 + a) 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s310_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c12_t1_a1 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c12_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c12_t1_a2 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s310_c12_moves a c d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s310_c12_t2_a1 IH a c d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c12_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s310_c12_t2_a2 IH a c d e y1 Hw (move_below_r _ _ 1 _ _ (s310_c12_moves a c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s310_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C310 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s310_dom in Hdom.
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
            exact (s310_c1 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s310_c2 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s310_c3 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s310_c4 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s310_c5 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s310_c6 IH c d e y1 Hdom Hm Hd Hr).
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
            exact (s310_c7 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s310_c8 IH a d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s310_c9 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s310_c10 IH a d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s310_c11 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s310_c12 IH a c d e y1 Hdom Hm Hd Hr).
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

Lemma s311_c1_moves : rmoves (s311_board 0 0) = [[E; T; T; T; F; E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; T; F; E])).
Proof.
  apply (answer_form_L _ (s29_board 0 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s311_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 3 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s311_dom 0 0 y1) (Hm : meas (s311_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board 0 0)).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s311_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s311_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s311_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s311_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s311_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s311_c2_moves : rmoves (s311_board 0 1) = [[E; T; T; T; F; F; E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board 0 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 3 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s311_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 3 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s311_dom 0 1 y1) (Hm : meas (s311_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board 0 1)).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s311_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s311_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s311_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s311_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s311_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s311_c3_moves (b : nat) : rmoves (s311_board 0 (2 + b)) = [E :: T :: T :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s29_board 0 3 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 3 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s311_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 3 (3 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (3 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s311_dom 0 (2 + b) y1) (Hm : meas (s311_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board 0 (2 + b))).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s311_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s311_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s311_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s311_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s311_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s311_c4_moves : rmoves (s311_board 1 0) = [[E; T; T; F; T; F; E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; E; F]) [(1, 0)]) (s88_board 0 0 2 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s311_dom 1 0 y1) (Hm : meas (s311_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board 1 0)).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s311_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s311_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s311_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s311_c5_moves : rmoves (s311_board 1 1) = [[E; T; T; F; T; F; F; E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 2 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s265_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s265_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; E]) []); [strip_eq | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s311_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s311_dom 1 1 y1) (Hm : meas (s311_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board 1 1)).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s311_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s311_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s311_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s311_c5_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s311_c5_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s311_c6_moves (b : nat) : rmoves (s311_board 1 (2 + b)) = [E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 2 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s265_board (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s265_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s311_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s311_dom 1 (2 + b) y1) (Hm : meas (s311_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board 1 (2 + b))).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s311_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s311_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s311_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s311_c6_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s311_c6_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s311_c7_moves (a : nat) : rmoves (s311_board (2 + a) 0) = [E :: T :: T :: repeat F (2 + a) ++ [T; F; E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (2 + a) ++ [E; F]) [(1, 0)]) (s88_board 0 0 2 (2 + a) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (2 + a) 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s311_dom (2 + a) 0 y1) (Hm : meas (s311_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board (2 + a) 0)).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s311_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s311_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s311_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s311_c8_moves (a : nat) : rmoves (s311_board (2 + a) 1) = [E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 2 (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 2 (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s311_dom (2 + a) 1 y1) (Hm : meas (s311_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board (2 + a) 1)).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s311_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s311_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s311_c8_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s311_c8_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s311_c8_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s311_c9_moves (a b : nat) : rmoves (s311_board (2 + a) (2 + b)) = [E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]].
Proof. unfold s311_board. tf_options. Qed.
Lemma s311_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 2 (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 2 (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s311_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s311_dom (2 + a) (2 + b) y1) (Hm : meas (s311_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s311_board (2 + a) (2 + b))).
Proof.
  unfold s311_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s311_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s311_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s311_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s311_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s311_c9_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s311_c9_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s311_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C311 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s311_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s311_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s311_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s311_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s311_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s311_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s311_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s311_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s311_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s311_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s312_c1_moves (c : nat) : rmoves (s312_board 1 0 (2 + c)) = [E :: T :: T :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s312_board. tf_options. Qed.
Lemma s312_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s311_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s312_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board 1 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s312_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s312_dom 1 0 (2 + c) y1) (Hm : meas (s312_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s312_board 1 0 (2 + c))).
Proof.
  unfold s312_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s312_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s312_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s312_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s312_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s312_c1_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s312_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s312_c2_moves (c : nat) : rmoves (s312_board 1 1 (2 + c)) = [E :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s312_board. tf_options. Qed.
Lemma s312_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s311_board 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; F; E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s312_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board 1 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s312_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s312_dom 1 1 (2 + c) y1) (Hm : meas (s312_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s312_board 1 1 (2 + c))).
Proof.
  unfold s312_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s312_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s312_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s312_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s312_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s312_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s312_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s312_c3_moves (b c : nat) : rmoves (s312_board 1 (2 + b) (2 + c)) = [E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s312_board. tf_options. Qed.
Lemma s312_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s311_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s312_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board 1 (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s312_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s312_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s312_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s312_board 1 (2 + b) (2 + c))).
Proof.
  unfold s312_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s312_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s312_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s312_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s312_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s312_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s312_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s312_c4_moves (a c : nat) : rmoves (s312_board (2 + a) 0 (2 + c)) = [E :: T :: T :: repeat F (2 + a) ++ T :: F :: E :: repeat F (1 + c)].
Proof. unfold s312_board. tf_options. Qed.
Lemma s312_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (2 + a) ++ [E; F; T; F]) []) (s328_board (2 + a) 1) (0) _ (s328_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ [E; F; T; F]) []); [reflexivity | unfold s328_board; target_board_eq | strip_offset].
  - unfold s328_form; apply form_int; zlia.
  - intros HT; apply (use328 IH (2 + a) 1 y1); [unfold s328_dom; zlia | unfold lex3; lia].
Qed.
Lemma s312_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (2 + a) ++ E :: F :: T :: repeat F (2 + c)) []) (s328_board (2 + a) (2 + c)) (0) _ (s328_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s328_board; target_board_eq | strip_offset].
  - unfold s328_form; apply form_int; zlia.
  - intros HT; apply (use328 IH (2 + a) (2 + c) y1); [unfold s328_dom; zlia | unfold lex3; lia].
Qed.
Lemma s312_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s312_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s312_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s312_board (2 + a) 0 (2 + c))).
Proof.
  unfold s312_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s312_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s312_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s312_c4_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s312_c4_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s312_c4_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s312_c4_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s312_c5_moves (a c : nat) : rmoves (s312_board (2 + a) 1 (2 + c)) = [E :: T :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s312_board. tf_options. Qed.
Lemma s312_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s311_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ [T; F; F; E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s312_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board (2 + a) 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ T :: F :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + a) 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s312_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s312_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s312_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s312_board (2 + a) 1 (2 + c))).
Proof.
  unfold s312_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s312_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s312_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s312_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s312_c5_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s312_c5_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s312_c5_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s312_c6_moves (a b c : nat) : rmoves (s312_board (2 + a) (2 + b) (2 + c)) = [E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s312_board. tf_options. Qed.
Lemma s312_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s311_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ [E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s312_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board (2 + a) (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + a) ++ T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s312_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s312_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s312_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s312_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s312_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s312_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s312_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s312_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s312_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s312_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s312_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s312_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C312 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s312_dom in Hdom.
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
        exact (s312_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s312_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s312_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s312_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s312_c5 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s312_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s313_c1_moves : rmoves (s313_board 0 0 3 1 4 0) = [].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s313_dom 0 0 3 1 4 0 y1) (Hm : meas (s313_board 0 0 3 1 4 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 1 4 0)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 1 4 0)) in Hg. cbn [rights] in Hg. rewrite s313_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s313_c2_moves (e : nat) : rmoves (s313_board 0 0 3 1 (3 + e) 1) = [E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 3 1 (4 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 1 (4 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s313_dom 0 0 3 1 (3 + e) 1 y1) (Hm : meas (s313_board 0 0 3 1 (3 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 1 (3 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 1 (3 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c2_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s313_c2_moves e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c3_moves (e f : nat) : rmoves (s313_board 0 0 3 1 (3 + e) (2 + f)) = [E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board 0 0 3 1 (4 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board 0 0 3 1 (4 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e f y1 : nat)
  (Hdom : s313_dom 0 0 3 1 (3 + e) (2 + f) y1) (Hm : meas (s313_board 0 0 3 1 (3 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 1 (3 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 1 (3 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c3_t1_a1 IH e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c3_moves e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c3_t1_a2 IH e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c3_moves e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c4_moves (d : nat) : rmoves (s313_board 0 0 3 (2 + d) 1 1) = [E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 3 (2 + d) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 3 (2 + d) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 3 (2 + d) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 (2 + d) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s313_dom 0 0 3 (2 + d) 1 1 y1) (Hm : meas (s313_board 0 0 3 (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 (2 + d) 1 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s313_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s313_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s313_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c4_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s313_c4_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c5_moves (d f : nat) : rmoves (s313_board 0 0 3 (2 + d) 1 (2 + f)) = [E :: T :: T :: T :: repeat F (2 + d) ++ T :: F :: F :: E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ T :: F :: F :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ T :: F :: F :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board 0 0 3 (2 + d) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ [T; F; F; E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + d) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ T :: F :: F :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ T :: F :: F :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board 0 0 3 (2 + d) 2 (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ T :: F :: F :: E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + d) 2 (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hdom : s313_dom 0 0 3 (2 + d) 1 (2 + f) y1) (Hm : meas (s313_board 0 0 3 (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 (2 + d) 1 (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 (2 + d) 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c5_t1_a1 IH d f y1 Hw (move_below_r _ _ 0 _ _ (s313_c5_moves d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s313_c5_t1_a2 IH d f y1 Hw (move_below_r _ _ 0 _ _ (s313_c5_moves d f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c6_moves (d : nat) : rmoves (s313_board 0 0 3 (2 + d) 4 0) = [].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s313_dom 0 0 3 (2 + d) 4 0 y1) (Hm : meas (s313_board 0 0 3 (2 + d) 4 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 (2 + d) 4 0)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 (2 + d) 4 0)) in Hg. cbn [rights] in Hg. rewrite s313_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s313_c7_moves (d e : nat) : rmoves (s313_board 0 0 3 (2 + d) (2 + e) 1) = [E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 3 (2 + d) (3 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 3 (2 + d) (3 + e) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 3 (2 + d) (3 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 (2 + d) (3 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s313_dom 0 0 3 (2 + d) (2 + e) 1 y1) (Hm : meas (s313_board 0 0 3 (2 + d) (2 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 (2 + d) (2 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 (2 + d) (2 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s313_c7_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s313_c7_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c7_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s313_c7_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c8_moves (d e f : nat) : rmoves (s313_board 0 0 3 (2 + d) (2 + e) (2 + f)) = [E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board 0 0 3 (2 + d) (3 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + d) (3 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board 0 0 3 (2 + d) (3 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + d) (3 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e f y1 : nat)
  (Hdom : s313_dom 0 0 3 (2 + d) (2 + e) (2 + f) y1) (Hm : meas (s313_board 0 0 3 (2 + d) (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 0 3 (2 + d) (2 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 0 3 (2 + d) (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c8_t1_a1 IH d e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c8_moves d e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s313_c8_t1_a2 IH d e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c8_moves d e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c9_moves (e : nat) : rmoves (s313_board 0 1 3 1 (3 + e) 1) = [F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 3 1 (4 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 1 (4 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s313_dom 0 1 3 1 (3 + e) 1 y1) (Hm : meas (s313_board 0 1 3 1 (3 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 1 3 1 (3 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 1 3 1 (3 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c9_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s313_c9_moves e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c10_moves (e f : nat) : rmoves (s313_board 0 1 3 1 (3 + e) (2 + f)) = [F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board 0 0 3 1 (4 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board 0 0 3 1 (4 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e f y1 : nat)
  (Hdom : s313_dom 0 1 3 1 (3 + e) (2 + f) y1) (Hm : meas (s313_board 0 1 3 1 (3 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 1 3 1 (3 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 1 3 1 (3 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c10_t1_a1 IH e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c10_moves e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c10_t1_a2 IH e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c10_moves e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c11_moves (b e : nat) : rmoves (s313_board 0 (2 + b) 3 1 (3 + e) 1) = [repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 3 1 (4 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 1 (4 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s313_dom 0 (2 + b) 3 1 (3 + e) 1 y1) (Hm : meas (s313_board 0 (2 + b) 3 1 (3 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 (2 + b) 3 1 (3 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 (2 + b) 3 1 (3 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c11_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s313_c11_moves b e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c12_moves (b e f : nat) : rmoves (s313_board 0 (2 + b) 3 1 (3 + e) (2 + f)) = [repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board 0 0 3 1 (4 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board 0 0 3 1 (4 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: T :: T :: F :: T :: repeat F (4 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e f y1 : nat)
  (Hdom : s313_dom 0 (2 + b) 3 1 (3 + e) (2 + f) y1) (Hm : meas (s313_board 0 (2 + b) 3 1 (3 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 0 (2 + b) 3 1 (3 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 0 (2 + b) 3 1 (3 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c12_t1_a1 IH b e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c12_moves b e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + e) >= 3 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c12_t1_a2 IH b e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c12_moves b e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c13_moves (b : nat) : rmoves (s313_board 1 (2 + b) 1 0 2 1) = [T :: repeat F (2 + b) ++ [E; T; T; F; F; F; E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 3 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; T; F; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 3 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s313_dom 1 (2 + b) 1 0 2 1 y1) (Hm : meas (s313_board 1 (2 + b) 1 0 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 1 (2 + b) 1 0 2 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 1 (2 + b) 1 0 2 1)) in Hg. cbn [rights] in Hg. rewrite s313_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c13_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s313_c13_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c14_moves (b f : nat) : rmoves (s313_board 1 (2 + b) 1 0 2 (2 + f)) = [T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; T; F; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 3 (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (2 + f)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 3 (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b f y1 : nat)
  (Hdom : s313_dom 1 (2 + b) 1 0 2 (2 + f) y1) (Hm : meas (s313_board 1 (2 + b) 1 0 2 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 1 (2 + b) 1 0 2 (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 1 (2 + b) 1 0 2 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c14_t1_a1 IH b f y1 Hw (move_below_r _ _ 0 _ _ (s313_c14_moves b f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c14_t1_a2 IH b f y1 Hw (move_below_r _ _ 0 _ _ (s313_c14_moves b f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c15_moves (b e : nat) : rmoves (s313_board 1 (2 + b) 1 1 (2 + e) 1) = [T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E; F]; T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E; F]) []) (s88_board 1 (3 + b) 2 (2 + e) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 2 (2 + e) 1 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 1 (2 + b) 1 1 (3 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 (2 + b) 1 1 (3 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s313_dom 1 (2 + b) 1 1 (2 + e) 1 y1) (Hm : meas (s313_board 1 (2 + b) 1 1 (2 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 1 (2 + b) 1 1 (2 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 1 (2 + b) 1 1 (2 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c15_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s313_c15_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c15_t2_a1 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s313_c15_moves b e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c16_moves (b e f : nat) : rmoves (s313_board 1 (2 + b) 1 1 (2 + e) (2 + f)) = [T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f); T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []) (s88_board 1 (3 + b) 2 (2 + e) (2 + f)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 2 (2 + e) (2 + f) y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board 1 (2 + b) 1 1 (3 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (2 + b) 1 1 (3 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board 1 (2 + b) 1 1 (3 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (2 + b) 1 1 (3 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e f y1 : nat)
  (Hdom : s313_dom 1 (2 + b) 1 1 (2 + e) (2 + f) y1) (Hm : meas (s313_board 1 (2 + b) 1 1 (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 1 (2 + b) 1 1 (2 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 1 (2 + b) 1 1 (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c16_t1_a1 IH b e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c16_moves b e f) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c16_t2_a1 IH b e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c16_moves b e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c16_t2_a2 IH b e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c16_moves b e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c17_moves (b d e : nat) : rmoves (s313_board 1 (2 + b) 1 (2 + d) (2 + e) 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F]; T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E; F]) []) (s313_board 1 (3 + b) 1 1 (2 + e) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (3 + b) 1 1 (2 + e) 1 y1); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E; F]) []) (s313_board 1 (3 + b) 1 (2 + d) (2 + e) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (3 + b) 1 (2 + d) (2 + e) 1 y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 1 (2 + b) 1 (2 + d) (3 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 (2 + b) 1 (2 + d) (3 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hdom : s313_dom 1 (2 + b) 1 (2 + d) (2 + e) 1 y1) (Hm : meas (s313_board 1 (2 + b) 1 (2 + d) (2 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 1 (2 + b) 1 (2 + d) (2 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 1 (2 + b) 1 (2 + d) (2 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c17_t1_a1 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s313_c17_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c17_t1_a2 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s313_c17_moves b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c17_t2_a1 IH b d e y1 Hw (move_below_r _ _ 1 _ _ (s313_c17_moves b d e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c18_moves (b d e f : nat) : rmoves (s313_board 1 (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f); T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []) (s313_board 1 (3 + b) 1 1 (2 + e) (2 + f)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (3 + b) 1 1 (2 + e) (2 + f) y1); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []) (s313_board 1 (3 + b) 1 (2 + d) (2 + e) (2 + f)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (3 + b) 1 (2 + d) (2 + e) (2 + f) y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board 1 (2 + b) 1 (2 + d) (3 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (2 + b) 1 (2 + d) (3 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board 1 (2 + b) 1 (2 + d) (3 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 1 (2 + b) 1 (2 + d) (3 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e f y1 : nat)
  (Hdom : s313_dom 1 (2 + b) 1 (2 + d) (2 + e) (2 + f) y1) (Hm : meas (s313_board 1 (2 + b) 1 (2 + d) (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board 1 (2 + b) 1 (2 + d) (2 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board 1 (2 + b) 1 (2 + d) (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c18_t1_a1 IH b d e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c18_moves b d e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c18_t1_a2 IH b d e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c18_moves b d e f) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c18_t2_a1 IH b d e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c18_moves b d e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c18_t2_a2 IH b d e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c18_moves b d e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c19_moves (a b : nat) : rmoves (s313_board (2 + a) (2 + b) 1 0 2 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; F; E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 3 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 3 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s313_dom (2 + a) (2 + b) 1 0 2 1 y1) (Hm : meas (s313_board (2 + a) (2 + b) 1 0 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board (2 + a) (2 + b) 1 0 2 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board (2 + a) (2 + b) 1 0 2 1)) in Hg. cbn [rights] in Hg. rewrite s313_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c19_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s313_c19_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c20_moves (a b f : nat) : rmoves (s313_board (2 + a) (2 + b) 1 0 2 (2 + f)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 3 (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: F :: E :: repeat F (2 + f)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 3 (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b f y1 : nat)
  (Hdom : s313_dom (2 + a) (2 + b) 1 0 2 (2 + f) y1) (Hm : meas (s313_board (2 + a) (2 + b) 1 0 2 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board (2 + a) (2 + b) 1 0 2 (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board (2 + a) (2 + b) 1 0 2 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c20_t1_a1 IH a b f y1 Hw (move_below_r _ _ 0 _ _ (s313_c20_moves a b f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c20_t1_a2 IH a b f y1 Hw (move_below_r _ _ 0 _ _ (s313_c20_moves a b f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c21_moves (a b e : nat) : rmoves (s313_board (2 + a) (2 + b) 1 1 (2 + e) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E; F]) []) (s88_board (2 + a) (3 + b) 2 (2 + e) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 2 (2 + e) 1 y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board (2 + a) (2 + b) 1 1 (3 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) (2 + b) 1 1 (3 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s313_dom (2 + a) (2 + b) 1 1 (2 + e) 1 y1) (Hm : meas (s313_board (2 + a) (2 + b) 1 1 (2 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board (2 + a) (2 + b) 1 1 (2 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board (2 + a) (2 + b) 1 1 (2 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c21_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s313_c21_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c21_t2_a1 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s313_c21_moves a b e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c22_moves (a b e f : nat) : rmoves (s313_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []) (s88_board (2 + a) (3 + b) 2 (2 + e) (2 + f)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 2 (2 + e) (2 + f) y1); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board (2 + a) (2 + b) 1 1 (3 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (2 + b) 1 1 (3 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c22_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board (2 + a) (2 + b) 1 1 (3 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: repeat F (3 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (2 + b) 1 1 (3 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e f y1 : nat)
  (Hdom : s313_dom (2 + a) (2 + b) 1 1 (2 + e) (2 + f) y1) (Hm : meas (s313_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c22_t1_a1 IH a b e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c22_moves a b e f) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c22_t2_a1 IH a b e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c22_moves a b e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c22_t2_a2 IH a b e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c22_moves a b e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_c23_moves (a b d e : nat) : rmoves (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E; F]) []) (s313_board (2 + a) (3 + b) 1 1 (2 + e) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (3 + b) 1 1 (2 + e) 1 y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E; F]) []) (s313_board (2 + a) (3 + b) 1 (2 + d) (2 + e) 1) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (3 + b) 1 (2 + d) (2 + e) 1 y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board (2 + a) (2 + b) 1 (2 + d) (3 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) (2 + b) 1 (2 + d) (3 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s313_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hdom : s313_dom (2 + a) (2 + b) 1 (2 + d) (2 + e) 1 y1) (Hm : meas (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 1)).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s313_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c23_t1_a1 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s313_c23_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c23_t1_a2 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s313_c23_moves a b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s313_c23_t2_a1 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s313_c23_moves a b d e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s313_c24_moves (a b d e f : nat) : rmoves (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)].
Proof. unfold s313_board. tf_options. Qed.
Lemma s313_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []) (s313_board (2 + a) (3 + b) 1 1 (2 + e) (2 + f)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (3 + b) 1 1 (2 + e) (2 + f) y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []) (s313_board (2 + a) (3 + b) 1 (2 + d) (2 + e) (2 + f)) (0) _ (s313_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (2 + e) ++ E :: repeat F (2 + f)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (3 + b) 1 (2 + d) (2 + e) (2 + f) y1); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_form_L _ (s313_board (2 + a) (2 + b) 1 (2 + d) (3 + e) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ [E; F]) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (2 + b) 1 (2 + d) (3 + e) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_form_L _ (s313_board (2 + a) (2 + b) 1 (2 + d) (3 + e) (2 + f)) (0) _ (int ((- Z.of_nat y1) + 1)) (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + d) ++ T :: repeat F (3 + e) ++ E :: repeat F (2 + f)) []); [strip_eq | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH (2 + a) (2 + b) 1 (2 + d) (3 + e) (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s313_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e f y1 : nat)
  (Hdom : s313_dom (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f) y1) (Hm : meas (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f))).
Proof.
  unfold s313_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s313_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s313_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c24_t1_a1 IH a b d e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c24_moves a b d e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 2 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c24_t1_a2 IH a b d e f y1 Hw (move_below_r _ _ 0 _ _ (s313_c24_moves a b d e f) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s313_c24_t2_a1 IH a b d e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c24_moves a b d e f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + f) >= 3 /\ - Z.of_nat (2 + f) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s313_c24_t2_a2 IH a b d e f y1 Hw (move_below_r _ _ 1 _ _ (s313_c24_moves a b d e f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s313_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C313 mm dd rr.
Proof.
  intros a b c d e f y1 Hdom Hm Hd Hr. unfold s313_dom in Hdom.
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
              assert (c = 1) by zlia; subst c.
  assert (e = 2) by zlia; subst e.
  exact (s313_c1 IH y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 1) by zlia; subst c.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s313_c2 IH e y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 1) by zlia; subst c.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s313_c3 IH e f y1 Hdom Hm Hd Hr).
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
              assert (c = 1) by zlia; subst c.
  exact (s313_c4 IH d y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 1) by zlia; subst c.
  exact (s313_c5 IH d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              assert (c = 1) by zlia; subst c.
  assert (e = 2) by zlia; subst e.
  exact (s313_c6 IH d y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 1) by zlia; subst c.
  exact (s313_c7 IH d e y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 1) by zlia; subst c.
  exact (s313_c8 IH d e f y1 Hdom Hm Hd Hr).
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
              assert (c = 1) by zlia; subst c.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s313_c9 IH e y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 1) by zlia; subst c.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s313_c10 IH e f y1 Hdom Hm Hd Hr).
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
              assert (c = 1) by zlia; subst c.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s313_c11 IH b e y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 1) by zlia; subst c.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s313_c12 IH b e f y1 Hdom Hm Hd Hr).
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
              assert (e = 0) by zlia; subst e.
  exact (s313_c13 IH b y1 Hdom Hm Hd Hr).
            }
            {
              assert (e = 0) by zlia; subst e.
  exact (s313_c14 IH b f y1 Hdom Hm Hd Hr).
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
              exact (s313_c15 IH b e y1 Hdom Hm Hd Hr).
            }
            {
              exact (s313_c16 IH b e f y1 Hdom Hm Hd Hr).
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
              exact (s313_c17 IH b d e y1 Hdom Hm Hd Hr).
            }
            {
              exact (s313_c18 IH b d e f y1 Hdom Hm Hd Hr).
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
              assert (e = 0) by zlia; subst e.
  exact (s313_c19 IH a b y1 Hdom Hm Hd Hr).
            }
            {
              assert (e = 0) by zlia; subst e.
  exact (s313_c20 IH a b f y1 Hdom Hm Hd Hr).
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
              exact (s313_c21 IH a b e y1 Hdom Hm Hd Hr).
            }
            {
              exact (s313_c22 IH a b e f y1 Hdom Hm Hd Hr).
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
              exact (s313_c23 IH a b d e y1 Hdom Hm Hd Hr).
            }
            {
              exact (s313_c24 IH a b d e f y1 Hdom Hm Hd Hr).
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

Lemma s314_c1_moves : rmoves (s314_board) = [].
Proof. unfold s314_board. tf_options. Qed.
Lemma s314_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s314_dom y1) (Hm : meas (s314_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s314_board)).
Proof.
  unfold s314_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s314_board)) in Hg. cbn [rights] in Hg. rewrite s314_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s314_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C314 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s314_dom in Hdom.
  exact (s314_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s315_c1_moves (b : nat) : rmoves (s315_board 1 (2 + b)) = [T :: F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s315_board. tf_options. Qed.
Lemma s315_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s170_board 1 1 2 (2 + b)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 2 (2 + b) y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s315_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s315_dom 1 (2 + b) y1) (Hm : meas (s315_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s315_board 1 (2 + b))).
Proof.
  unfold s315_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s315_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s315_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s315_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s315_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s315_c2_moves (a b : nat) : rmoves (s315_board (2 + a) (2 + b)) = [T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s315_board. tf_options. Qed.
Lemma s315_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b)) []) (s184_board 1 1 (2 + a) 1 2 (2 + b)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + a) 1 2 (2 + b) y1); [unfold s184_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s315_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s315_dom (2 + a) (2 + b) y1) (Hm : meas (s315_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s315_board (2 + a) (2 + b))).
Proof.
  unfold s315_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s315_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s315_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s315_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s315_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s315_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C315 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s315_dom in Hdom.
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
      exact (s315_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s315_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s316_c1_moves : rmoves (s316_board) = [].
Proof. unfold s316_board. tf_options. Qed.
Lemma s316_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s316_dom y1) (Hm : meas (s316_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s316_board)).
Proof.
  unfold s316_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s316_board)) in Hg. cbn [rights] in Hg. rewrite s316_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s316_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C316 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s316_dom in Hdom.
  exact (s316_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s317_c1_moves : rmoves (s317_board) = [[E; T; T; F; T; F; T; F; F; F; F; E]].
Proof. unfold s317_board. tf_options. Qed.
Lemma s317_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 3)%Z) (Hm : (meas ([E; T; T; F; T; F; T; F; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; T; F; T; F; T; F; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s321_board 4) (0) _ (int ((- Z.of_nat y1) + 1)) (s321_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; T; F; F; F; F; E]) []); [strip_eq | unfold s321_board; target_board_eq | strip_offset].
  - unfold s321_form; apply form_int; zlia.
  - intros HT; apply (use321 IH 4 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s321_dom; zlia | unfold lex3; lia].
Qed.
Lemma s317_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s317_dom y1) (Hm : meas (s317_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s317_board)).
Proof.
  unfold s317_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s317_board)) in Hg. cbn [rights] in Hg. rewrite s317_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 >= 3)%Z) by zlia. exact (s317_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s317_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s317_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C317 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s317_dom in Hdom.
  exact (s317_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s318_c1_moves (a : nat) : rmoves (s318_board (2 + a)) = [E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: F :: E :: repeat F (1 + a)].
Proof. unfold s318_board. tf_options. Qed.
Lemma s318_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: F :: E :: repeat F (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: F :: E :: repeat F (1 + a))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_L _ (s322_board 4 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s322_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; T; F; F; F; F; E; F]) []); [strip_eq | unfold s322_board; target_board_eq | strip_offset].
  - unfold s322_form; apply form_int; zlia.
  - intros HT; apply (use322 IH 4 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s322_dom; zlia | unfold lex3; lia].
Qed.
Lemma s318_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: F :: E :: repeat F (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: F :: E :: repeat F (1 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s322_board 4 (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s322_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: F :: E :: repeat F (2 + a)) []); [strip_eq | unfold s322_board; target_board_eq | strip_offset].
  - unfold s322_form; apply form_int; zlia.
  - intros HT; apply (use322 IH 4 (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s322_dom; zlia | unfold lex3; lia].
Qed.
Lemma s318_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s318_dom (2 + a) y1) (Hm : meas (s318_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s318_board (2 + a))).
Proof.
  unfold s318_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s318_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s318_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s318_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s318_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2)%Z) by zlia. exact (s318_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s318_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s318_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C318 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s318_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s318_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s319_c1_moves : rmoves (s319_board 1 1 0 1) = [[F; T; E; E; F]; [E; T; F; F; E]].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) []); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s319_dom 1 1 0 1 y1) (Hm : meas (s319_board 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 1 0 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s319_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s319_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s319_c1_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s319_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c1_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s319_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c2_moves : rmoves (s319_board 1 1 1 0) = [[F; T; E; E; T]].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T])).
Proof.
  apply (answer_form_L _ (s136_board) (2) _ (int ((- Z.of_nat y1) + 1)) (s136_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 2); (1, 0)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s319_dom 1 1 1 0 y1) (Hm : meas (s319_board 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 1 1 0)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s319_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s319_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s319_c3_moves : rmoves (s319_board 1 1 1 1) = [[F; T; E; E; T; F]; [E; T; F; F; T; E]].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s133_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s133_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) []); [strip_eq | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s133_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s319_dom 1 1 1 1 y1) (Hm : meas (s319_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 1 1 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s319_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s319_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c3_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s319_c3_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c3_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s319_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s319_c4_moves (d : nat) : rmoves (s319_board 1 1 1 (2 + d)) = [F :: T :: E :: E :: T :: repeat F (2 + d); E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E; T; F]) []) (s319_board 1 2 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 2 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s319_dom 1 1 1 (2 + d) y1) (Hm : meas (s319_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 1 1 (2 + d))).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s319_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s319_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c4_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s319_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c4_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s319_c4_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c5_moves (c : nat) : rmoves (s319_board 1 1 (2 + c) 0) = [F :: T :: E :: E :: repeat T (2 + c)].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + c))).
Proof.
  apply (answer_form_L _ (s136_board) (2) _ (int ((- Z.of_nat y1) + 1)) (s136_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 2); (2 + c, 0)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s319_dom 1 1 (2 + c) 0 y1) (Hm : meas (s319_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 1 (2 + c) 0)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s319_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s319_c5_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s319_c6_moves (c : nat) : rmoves (s319_board 1 1 (2 + c) 1) = [F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s134_board 1 (2 + c) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s134_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 1 (2 + c) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s134_dom; assert (Hp : ((Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + c) = 2))%Z) by zlia; destruct Hp as [Hp|Hp]; [right; left; zlia | right; right; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s319_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s248_board 1 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s319_dom 1 1 (2 + c) 1 y1) (Hm : meas (s319_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 1 (2 + c) 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s319_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c6_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s319_c6_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c6_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s319_c6_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c7_moves (c d : nat) : rmoves (s319_board 1 1 (2 + c) (2 + d)) = [F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s159_board 1 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 0 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board 1 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s319_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s319_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s319_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c7_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s319_c7_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c7_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s319_c7_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c8_moves (b : nat) : rmoves (s319_board 1 (2 + b) 1 0) = [F :: T :: E :: repeat F (1 + b) ++ [E; T]].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c8_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s57_board 0 (2 + b) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + b) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s319_dom 1 (2 + b) 1 0 y1) (Hm : meas (s319_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 (2 + b) 1 0)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s319_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c8_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s319_c8_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c8_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s319_c8_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c8_t1_a3 IH b y1 Hw (move_below_r _ _ 0 _ _ (s319_c8_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c9_moves (b : nat) : rmoves (s319_board 1 (2 + b) 1 1) = [F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s319_board 1 (2 + b) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + b) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + b) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s319_dom 1 (2 + b) 1 1 y1) (Hm : meas (s319_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 (2 + b) 1 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s319_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c9_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s319_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c9_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s319_c9_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c9_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s319_c9_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s319_c10_moves (b d : nat) : rmoves (s319_board 1 (2 + b) 1 (2 + d)) = [F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d); E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (2 + b) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s319_board 1 (3 + b) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + b) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (3 + b) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + b) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s319_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s319_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s319_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c10_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s319_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c10_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s319_c10_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c10_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s319_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c10_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s319_c10_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c11_moves (b c : nat) : rmoves (s319_board 1 (2 + b) (2 + c) 0) = [F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c)].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(2 + c, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(2 + c, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c11_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E]) [(2 + c, 0)]) (s57_board 0 (2 + b) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E]) [(2 + c, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + b) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s319_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s319_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s319_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 (2 + b) (2 + c) 0)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s319_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c11_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s319_c11_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c11_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s319_c11_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c11_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s319_c11_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c12_moves (b c : nat) : rmoves (s319_board 1 (2 + b) (2 + c) 1) = [F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ [F]].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ [F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s158_board 1 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH 1 (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ [F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s235_board 1 0 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH 1 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c12_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ [F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []) (s319_board 1 (2 + b) (2 + c) 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) (2 + c) 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s319_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s319_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s319_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c12_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s319_c12_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c12_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s319_c12_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c12_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s319_c12_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c13_moves (b c d : nat) : rmoves (s319_board 1 (2 + b) (2 + c) (2 + d)) = [F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s158_board 1 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH 1 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s236_board 1 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 1 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s319_c13_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s319_board 1 (2 + b) (2 + c) (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) (2 + c) (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s319_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s319_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s319_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s319_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s319_c13_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s319_c13_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s319_c13_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s319_c13_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s319_c13_t1_a3 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s319_c13_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s319_c14_moves : rmoves (s319_board 4 0 4 1) = [].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s319_dom 4 0 4 1 y1) (Hm : meas (s319_board 4 0 4 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 4 0 4 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 4 0 4 1)) in Hg. cbn [rights] in Hg. rewrite s319_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s319_c15_moves : rmoves (s319_board 3 1 3 1) = [].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s319_dom 3 1 3 1 y1) (Hm : meas (s319_board 3 1 3 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 3 1 3 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 3 1 3 1)) in Hg. cbn [rights] in Hg. rewrite s319_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s319_c16_moves : rmoves (s319_board 2 2 2 1) = [].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s319_dom 2 2 2 1 y1) (Hm : meas (s319_board 2 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board 2 2 2 1)).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board 2 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s319_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s319_c17_moves (a b d : nat) : rmoves (s319_board (2 + a) (2 + b) 2 (2 + d)) = [].
Proof. unfold s319_board. tf_options. Qed.
Lemma s319_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s319_dom (2 + a) (2 + b) 2 (2 + d) y1) (Hm : meas (s319_board (2 + a) (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s319_board (2 + a) (2 + b) 2 (2 + d))).
Proof.
  unfold s319_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s319_board (2 + a) (2 + b) 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s319_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s319_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C319 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s319_dom in Hdom.
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
          exact (s319_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s319_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c4 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s319_c5 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c6 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c7 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s319_c8 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c9 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c10 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s319_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c12 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s319_c13 IH b c d y1 Hdom Hm Hd Hr).
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
          assert (a = 2) by zlia; subst a.
  assert (c = 2) by zlia; subst c.
  exact (s319_c14 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (a = 1) by zlia; subst a.
  assert (c = 1) by zlia; subst c.
  exact (s319_c15 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
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
  assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s319_c16 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s319_c17 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s320_c1_moves (b : nat) : rmoves (s320_board 1 (2 + b) 1) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s320_board. tf_options. Qed.
Lemma s320_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s216_board 2 (2 + b)) (-1) _ (s216_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s216_board; target_board_eq | strip_offset].
  - unfold s216_form; apply form_int; zlia.
  - intros HT; apply (use216 IH 2 (2 + b) (1 + y1)); [unfold s216_dom; zlia | unfold lex3; lia].
Qed.
Lemma s320_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s320_dom 1 (2 + b) 1 y1) (Hm : meas (s320_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s320_board 1 (2 + b) 1)).
Proof.
  unfold s320_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s320_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s320_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s320_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s320_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s320_c2_moves (b c : nat) : rmoves (s320_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s320_board. tf_options. Qed.
Lemma s320_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s217_board 2 (2 + b) (2 + c)) (-1) _ (s217_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s217_board; target_board_eq | strip_offset].
  - unfold s217_form; apply form_int; zlia.
  - intros HT; apply (use217 IH 2 (2 + b) (2 + c) (1 + y1)); [unfold s217_dom; zlia | unfold lex3; lia].
Qed.
Lemma s320_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s320_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s320_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s320_board 1 (2 + b) (2 + c))).
Proof.
  unfold s320_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s320_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s320_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s320_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s320_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s320_c3_moves (a b : nat) : rmoves (s320_board (2 + a) (2 + b) 1) = [T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s320_board. tf_options. Qed.
Lemma s320_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s216_board (3 + a) (2 + b)) (-1) _ (s216_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s216_board; target_board_eq | strip_offset].
  - unfold s216_form; apply form_int; zlia.
  - intros HT; apply (use216 IH (3 + a) (2 + b) (1 + y1)); [unfold s216_dom; zlia | unfold lex3; lia].
Qed.
Lemma s320_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s320_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s320_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s320_board (2 + a) (2 + b) 1)).
Proof.
  unfold s320_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s320_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s320_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s320_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s320_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s320_c4_moves (a b c : nat) : rmoves (s320_board (2 + a) (2 + b) (2 + c)) = [T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s320_board. tf_options. Qed.
Lemma s320_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s217_board (3 + a) (2 + b) (2 + c)) (-1) _ (s217_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + a) ++ F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s217_board; target_board_eq | strip_offset].
  - unfold s217_form; apply form_int; zlia.
  - intros HT; apply (use217 IH (3 + a) (2 + b) (2 + c) (1 + y1)); [unfold s217_dom; zlia | unfold lex3; lia].
Qed.
Lemma s320_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s320_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s320_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s320_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s320_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s320_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s320_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s320_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s320_c4_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s320_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C320 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s320_dom in Hdom.
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
        exact (s320_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s320_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s320_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s320_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s321_c1_moves (a : nat) : rmoves (s321_board (4 + a)) = [].
Proof. unfold s321_board. tf_options. Qed.
Lemma s321_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s321_dom (4 + a) y1) (Hm : meas (s321_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s321_board (4 + a))).
Proof.
  unfold s321_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s321_board (4 + a))) in Hg. cbn [rights] in Hg. rewrite s321_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s321_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C321 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s321_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s321_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s322_c1_moves (a : nat) : rmoves (s322_board (4 + a) 1) = [E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ [E]].
Proof. unfold s322_board. tf_options. Qed.
Lemma s322_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ [E])).
Proof.
  apply (answer_form_L _ (s321_board (5 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s321_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ [E]) []); [strip_eq | unfold s321_board; target_board_eq | strip_offset].
  - unfold s321_form; apply form_int; zlia.
  - intros HT; apply (use321 IH (5 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s321_dom; zlia | unfold lex3; lia].
Qed.
Lemma s322_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s322_dom (4 + a) 1 y1) (Hm : meas (s322_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s322_board (4 + a) 1)).
Proof.
  unfold s322_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s322_board (4 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s322_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s322_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s322_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s322_c2_moves (a b : nat) : rmoves (s322_board (4 + a) (2 + b)) = [E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ E :: repeat F (1 + b)].
Proof. unfold s322_board. tf_options. Qed.
Lemma s322_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s322_board (5 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s322_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ [E; F]) []); [strip_eq | unfold s322_board; target_board_eq | strip_offset].
  - unfold s322_form; apply form_int; zlia.
  - intros HT; apply (use322 IH (5 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s322_dom; zlia | unfold lex3; lia].
Qed.
Lemma s322_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s322_board (5 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s322_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: repeat F (5 + a) ++ E :: repeat F (2 + b)) []); [strip_eq | unfold s322_board; target_board_eq | strip_offset].
  - unfold s322_form; apply form_int; zlia.
  - intros HT; apply (use322 IH (5 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s322_dom; zlia | unfold lex3; lia].
Qed.
Lemma s322_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s322_dom (4 + a) (2 + b) y1) (Hm : meas (s322_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s322_board (4 + a) (2 + b))).
Proof.
  unfold s322_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s322_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s322_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s322_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s322_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 2)%Z) by zlia. exact (s322_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s322_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s322_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C322 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s322_dom in Hdom.
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
  exact (s322_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s322_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s323_c1_moves (b : nat) : rmoves (s323_board 1 (2 + b)) = [T :: F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]; T :: F :: T :: E :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s323_board. tf_options. Qed.
Lemma s323_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; T; F; E; F]) []) (s333_board) (0) _ (s333_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; T; F; E; F]) []); [reflexivity | unfold s333_board; target_board_eq | strip_offset].
  - unfold s333_form; apply form_int; zlia.
  - intros HT; apply (use333 IH y1); [unfold s333_dom; zlia | unfold lex3; lia].
Qed.
Lemma s323_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []) (s334_board (2 + b)) (0) _ (s334_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []); [reflexivity | unfold s334_board; target_board_eq | strip_offset].
  - unfold s334_form; apply form_int; zlia.
  - intros HT; apply (use334 IH (2 + b) y1); [unfold s334_dom; zlia | unfold lex3; lia].
Qed.
Lemma s323_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (3 + b) ++ [E]) []) (s88_board 1 1 2 (3 + b) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (3 + b) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 2 (3 + b) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s323_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s323_dom 1 (2 + b) y1) (Hm : meas (s323_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s323_board 1 (2 + b))).
Proof.
  unfold s323_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s323_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s323_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s323_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s323_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s323_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s323_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s323_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s323_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s323_c2_moves (a b : nat) : rmoves (s323_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]; repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s323_board. tf_options. Qed.
Lemma s323_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E; F]) []) (s335_board (2 + a) 1) (0) _ (s335_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E; F]) []); [reflexivity | unfold s335_board; target_board_eq | strip_offset].
  - unfold s335_form; apply form_int; zlia.
  - intros HT; apply (use335 IH (2 + a) 1 y1); [unfold s335_dom; zlia | unfold lex3; lia].
Qed.
Lemma s323_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []) (s335_board (2 + a) (2 + b)) (0) _ (s335_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []); [reflexivity | unfold s335_board; target_board_eq | strip_offset].
  - unfold s335_form; apply form_int; zlia.
  - intros HT; apply (use335 IH (2 + a) (2 + b) y1); [unfold s335_dom; zlia | unfold lex3; lia].
Qed.
Lemma s323_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ [E]) []) (s88_board (2 + a) 1 2 (3 + b) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (3 + b) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s323_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s323_dom (2 + a) (2 + b) y1) (Hm : meas (s323_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s323_board (2 + a) (2 + b))).
Proof.
  unfold s323_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s323_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s323_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s323_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s323_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s323_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s323_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s323_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s323_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s323_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C323 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s323_dom in Hdom.
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
      exact (s323_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s323_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s324_c1_moves (a : nat) : rmoves (s324_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; T; E; F]; repeat T (2 + a) ++ [E; T; F; T; F; E]].
Proof. unfold s324_board. tf_options. Qed.
Lemma s324_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []) (s268_board (2 + a) 1) (0) _ (s268_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s268_board; target_board_eq | strip_offset].
  - unfold s268_form; apply form_int; zlia.
  - intros HT; apply (use268 IH (2 + a) 1 y1); [unfold s268_dom; zlia | unfold lex3; lia].
Qed.
Lemma s324_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; F; T; F; E]) []) (s175_board (1 + a) 0 2) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (1 + a) 0 2 y1); [unfold s175_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s324_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s324_dom (2 + a) 1 y1) (Hm : meas (s324_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s324_board (2 + a) 1)).
Proof.
  unfold s324_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s324_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s324_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s324_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s324_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s324_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s324_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s324_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C324 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s324_dom in Hdom.
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
      exact (s324_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s325_c1_moves (a : nat) : rmoves (s325_board (2 + a) 2 1) = [repeat T (2 + a) ++ [F; T; E; F; T; E; F]; repeat T (2 + a) ++ [E; T; F; F; T; F; E]].
Proof. unfold s325_board. tf_options. Qed.
Lemma s325_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) []) (s80_board (2 + a)) (0) _ (s80_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) y1); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s325_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; F; F; T; F; E]) []) (s183_board (1 + a) 0 2 2) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; F; F; T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (1 + a) 0 2 2 y1); [unfold s183_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s325_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s325_dom (2 + a) 2 1 y1) (Hm : meas (s325_board (2 + a) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s325_board (2 + a) 2 1)).
Proof.
  unfold s325_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s325_board (2 + a) 2 1)) in Hg. cbn [rights] in Hg. rewrite s325_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s325_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s325_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s325_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s325_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s325_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C325 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s325_dom in Hdom.
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
        assert (b = 0) by zlia; subst b.
  exact (s325_c1 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s326_c1_moves : rmoves (s326_board 0 1 1 1) = [[F; T; F; E; T; E; F]; [F; T; E; F; T; F; E]].
Proof. unfold s326_board. tf_options. Qed.
Lemma s326_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; F; E; E; T; F]) []) (s248_board 1 1 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s326_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; T; F; E]) []) (s85_board 0 1 0) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 1 0 y1); [unfold s85_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s326_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s326_dom 0 1 1 1 y1) (Hm : meas (s326_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s326_board 0 1 1 1)).
Proof.
  unfold s326_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s326_board 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s326_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s326_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s326_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s326_c2_moves (b : nat) : rmoves (s326_board 0 (2 + b) 1 1) = [repeat F (2 + b) ++ [T; F; E; T; E; F]; repeat F (2 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s326_board. tf_options. Qed.
Lemma s326_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([T; F; E; E; T; F]) []) (s248_board 1 1 1 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 1 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s326_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; T; F; E]) []) (s85_board 0 1 0) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 1 0 y1); [unfold s85_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s326_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s326_dom 0 (2 + b) 1 1 y1) (Hm : meas (s326_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s326_board 0 (2 + b) 1 1)).
Proof.
  unfold s326_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s326_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s326_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s326_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s326_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s326_c3_moves : rmoves (s326_board 1 1 1 1) = [[T; F; T; F; E; T; E; F]; [T; F; T; E; F; T; F; E]].
Proof. unfold s326_board. tf_options. Qed.
Lemma s326_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; E; T; F]) []) (s274_board) (0) _ (s274_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E; T; F]) []); [reflexivity | unfold s274_board; target_board_eq | strip_offset].
  - unfold s274_form; apply form_int; zlia.
  - intros HT; apply (use274 IH y1); [unfold s274_dom; zlia | unfold lex3; lia].
Qed.
Lemma s326_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; F; E; F]) [(1, 0)]) (s303_board) (0) _ (s303_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s303_board; target_board_eq | strip_offset].
  - unfold s303_form; apply form_int; zlia.
  - intros HT; apply (use303 IH y1); [unfold s303_dom; zlia | unfold lex3; lia].
Qed.
Lemma s326_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s326_dom 1 1 1 1 y1) (Hm : meas (s326_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s326_board 1 1 1 1)).
Proof.
  unfold s326_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s326_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s326_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s326_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c3_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s326_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s326_c4_moves (b : nat) : rmoves (s326_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [T; F; E; T; E; F]; T :: repeat F (2 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s326_board. tf_options. Qed.
Lemma s326_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) []) (s277_board (2 + b)) (0) _ (s277_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s277_board; target_board_eq | strip_offset].
  - unfold s277_form; apply form_int; zlia.
  - intros HT; apply (use277 IH (2 + b) y1); [unfold s277_dom; zlia | unfold lex3; lia].
Qed.
Lemma s326_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s309_board 1 (2 + b) 1 1 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 1 (2 + b) 1 1 1 y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s326_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s326_dom 1 (2 + b) 1 1 y1) (Hm : meas (s326_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s326_board 1 (2 + b) 1 1)).
Proof.
  unfold s326_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s326_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s326_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s326_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c4_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s326_c4_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s326_c5_moves (a : nat) : rmoves (s326_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; T; F; E; T; E; F]; repeat T (2 + a) ++ [F; T; E; F; T; F; E]].
Proof. unfold s326_board. tf_options. Qed.
Lemma s326_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) []) (s281_board (2 + a) 1) (0) _ (s281_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) []); [reflexivity | unfold s281_board; target_board_eq | strip_offset].
  - unfold s281_form; apply form_int; zlia.
  - intros HT; apply (use281 IH (2 + a) 1 y1); [unfold s281_dom; zlia | unfold lex3; lia].
Qed.
Lemma s326_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 0)]) (s304_board (2 + a)) (0) _ (s304_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s304_board; target_board_eq | strip_offset].
  - unfold s304_form; apply form_int; zlia.
  - intros HT; apply (use304 IH (2 + a) y1); [unfold s304_dom; zlia | unfold lex3; lia].
Qed.
Lemma s326_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s326_dom (2 + a) 1 1 1 y1) (Hm : meas (s326_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s326_board (2 + a) 1 1 1)).
Proof.
  unfold s326_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s326_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s326_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s326_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c5_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s326_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s326_c6_moves (a b : nat) : rmoves (s326_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; T; E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s326_board. tf_options. Qed.
Lemma s326_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) []) (s281_board (2 + a) (2 + b)) (0) _ (s281_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s281_board; target_board_eq | strip_offset].
  - unfold s281_form; apply form_int; zlia.
  - intros HT; apply (use281 IH (2 + a) (2 + b) y1); [unfold s281_dom; zlia | unfold lex3; lia].
Qed.
Lemma s326_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s309_board (2 + a) (2 + b) 1 1 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH (2 + a) (2 + b) 1 1 1 y1); [unfold s309_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s326_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s326_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s326_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s326_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s326_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s326_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s326_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s326_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s326_c6_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s326_c6_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s326_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C326 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s326_dom in Hdom.
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
          exact (s326_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s326_c2 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s326_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s326_c4 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s326_c5 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s326_c6 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s327_c1_moves (a : nat) : rmoves (s327_board (2 + a)) = [E :: F :: T :: E :: T :: repeat F (2 + a)].
Proof. unfold s327_board. tf_options. Qed.
Lemma s327_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: E :: T :: repeat F (2 + a))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [(1, 1)] ([E; T; T; F; F]) []) (s159_board 0 0 2 2) (-1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 0 0 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s327_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (E :: F :: T :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: E :: T :: repeat F (2 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (E :: T :: T :: repeat F (3 + a)) []) (s248_board 0 0 2 (3 + a)) (-1) _ (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (E :: T :: T :: repeat F (3 + a)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (3 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s327_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s327_dom (2 + a) y1) (Hm : meas (s327_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s327_board (2 + a))).
Proof.
  unfold s327_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s327_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s327_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s327_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s327_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s327_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s327_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s327_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C327 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s327_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s327_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s328_c1_moves (a : nat) : rmoves (s328_board (2 + a) 1) = [E :: T :: T :: repeat F (3 + a) ++ [E; T; F]].
Proof. unfold s328_board. tf_options. Qed.
Lemma s328_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (3 + a) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (3 + a) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 2 (3 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + a) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s328_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (3 + a) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (3 + a) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s284_board (3 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s284_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + a) ++ [E; T; F]) []); [strip_eq | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH (3 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s328_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s328_dom (2 + a) 1 y1) (Hm : meas (s328_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s328_board (2 + a) 1)).
Proof.
  unfold s328_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s328_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s328_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s328_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s328_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s328_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s328_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s328_c2_moves (a b : nat) : rmoves (s328_board (2 + a) (2 + b)) = [E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)].
Proof. unfold s328_board. tf_options. Qed.
Lemma s328_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s135_board 2 (3 + a) 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + a) 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s328_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s285_board (3 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s285_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + a) ++ E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH (3 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s328_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s328_dom (2 + a) (2 + b) y1) (Hm : meas (s328_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s328_board (2 + a) (2 + b))).
Proof.
  unfold s328_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s328_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s328_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s328_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s328_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s328_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s328_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s328_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C328 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s328_dom in Hdom.
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
      exact (s328_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s328_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s329_c1_moves : rmoves (s329_board 0) = [[F; T; E; T; E; T; F]; [E; T; F; T; F; T; E]].
Proof. unfold s329_board. tf_options. Qed.
Lemma s329_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; T; T; F]) []) (s248_board 1 0 2 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 0 2 1 y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s329_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s85_board 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s85_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; T; F]) [(1, 1)]); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 1 0 y1); [unfold s85_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s329_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s329_dom 0 y1) (Hm : meas (s329_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s329_board 0)).
Proof.
  unfold s329_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s329_board 0)) in Hg. cbn [rights] in Hg. rewrite s329_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s329_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s329_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s329_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s329_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s329_c2_moves : rmoves (s329_board 1) = [[F; T; E; T; F; E; T; F]; [E; T; F; T; F; F; T; E]].
Proof. unfold s329_board. tf_options. Qed.
Lemma s329_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; F; T; T; F]) []) (s218_board 1 0 2 1) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; T; F]) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 2 1 y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s329_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s48_board 0 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s48_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_int; zlia.
  - intros HT; apply (use48 IH 0 0 y1); [unfold s48_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s329_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s329_dom 1 y1) (Hm : meas (s329_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s329_board 1)).
Proof.
  unfold s329_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s329_board 1)) in Hg. cbn [rights] in Hg. rewrite s329_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s329_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s329_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s329_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s329_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s329_c3_moves (a : nat) : rmoves (s329_board (2 + a)) = [F :: T :: E :: T :: repeat F (2 + a) ++ [E; T; F]; E :: T :: F :: T :: repeat F (3 + a) ++ [T; E]].
Proof. unfold s329_board. tf_options. Qed.
Lemma s329_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + a) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + a) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ [E; T; F]) []) (s284_board (2 + a)) (0) _ (s284_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + a) ++ [E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH (2 + a) y1); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s329_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + a) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + a) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s85_board 0 (3 + a) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s85_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + a)) [(1, 1)]); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 (3 + a) 0 y1); [unfold s85_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s329_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s329_dom (2 + a) y1) (Hm : meas (s329_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s329_board (2 + a))).
Proof.
  unfold s329_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s329_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s329_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s329_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s329_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s329_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s329_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s329_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C329 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s329_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s329_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s329_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s329_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s330_c1_moves : rmoves (s330_board) = [[T; F; T; F; T; E; F; E]].
Proof. unfold s330_board. tf_options. Qed.
Lemma s330_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s336_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s336_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; E; F; E]) []); [strip_eq | unfold s336_board; target_board_eq | strip_offset].
  - unfold s336_form; apply form_int; zlia.
  - intros HT; apply (use336 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s336_dom; zlia | unfold lex3; lia].
Qed.
Lemma s330_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s337_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s337_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; E; F; E]) []); [strip_eq | unfold s337_board; target_board_eq | strip_offset].
  - unfold s337_form; apply form_int; zlia.
  - intros HT; apply (use337 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s337_dom; zlia | unfold lex3; lia].
Qed.
Lemma s330_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s330_dom y1) (Hm : meas (s330_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s330_board)).
Proof.
  unfold s330_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s330_board)) in Hg. cbn [rights] in Hg. rewrite s330_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s330_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s330_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s330_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s330_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s330_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C330 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s330_dom in Hdom.
  exact (s330_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s331_c1_moves (a : nat) : rmoves (s331_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; F; E]].
Proof. unfold s331_board. tf_options. Qed.
Lemma s331_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s338_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s338_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; F; E]) []); [strip_eq | unfold s338_board; target_board_eq | strip_offset].
  - unfold s338_form; apply form_int; zlia.
  - intros HT; apply (use338 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s338_dom; zlia | unfold lex3; lia].
Qed.
Lemma s331_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s339_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s339_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; F; E]) []); [strip_eq | unfold s339_board; target_board_eq | strip_offset].
  - unfold s339_form; apply form_int; zlia.
  - intros HT; apply (use339 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s339_dom; zlia | unfold lex3; lia].
Qed.
Lemma s331_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s331_dom (2 + a) y1) (Hm : meas (s331_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s331_board (2 + a))).
Proof.
  unfold s331_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s331_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s331_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s331_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s331_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s331_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s331_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s331_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C331 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s331_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s331_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s332_c1_moves (a : nat) : rmoves (s332_board (2 + a)) = [repeat T (2 + a) ++ [F; E; E; F; T; F]; repeat T (2 + a) ++ [E; F; F; E; T; F]].
Proof. unfold s332_board. tf_options. Qed.
Lemma s332_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; E; F; T; F]) []) (s243_board (1 + a) 0 0 1) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; E; F; T; F]) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (1 + a) 0 0 1 y1); [unfold s243_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s332_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; F; E; T; F]) []) (s179_board (1 + a) 0 2 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (1 + a) 0 2 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s332_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s332_dom (2 + a) y1) (Hm : meas (s332_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s332_board (2 + a))).
Proof.
  unfold s332_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s332_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s332_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s332_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s332_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s332_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s332_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s332_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C332 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s332_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s332_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s333_c1_moves : rmoves (s333_board) = [[T; F; T; F; F; T; E; E; F]; [T; F; T; F; E; T; F; F; E]].
Proof. unfold s333_board. tf_options. Qed.
Lemma s333_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s340_board 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s340_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; T; E; E; F]) []); [strip_eq | unfold s340_board; target_board_eq | strip_offset].
  - unfold s340_form; apply form_int; zlia.
  - intros HT; apply (use340 IH 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s340_dom; zlia | unfold lex3; lia].
Qed.
Lemma s333_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s341_board 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s341_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; T; E; E; F]) []); [strip_eq | unfold s341_board; target_board_eq | strip_offset].
  - unfold s341_form; apply form_int; zlia.
  - intros HT; apply (use341 IH 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s341_dom; zlia | unfold lex3; lia].
Qed.
Lemma s333_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; T; F; F; E]) []) (s256_board 1 1 2 2) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; T; F; F; E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 1 2 2 y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s333_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s333_dom y1) (Hm : meas (s333_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s333_board)).
Proof.
  unfold s333_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s333_board)) in Hg. cbn [rights] in Hg. rewrite s333_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s333_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s333_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s333_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s333_c1_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat y1 >= 1)%Z) by zlia. exact (s333_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s333_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s333_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C333 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s333_dom in Hdom.
  exact (s333_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s334_c1_moves (a : nat) : rmoves (s334_board (2 + a)) = [T :: F :: T :: F :: F :: T :: E :: repeat F (1 + a) ++ [E; F]; T :: F :: T :: F :: E :: T :: repeat F (3 + a) ++ [E]].
Proof. unfold s334_board. tf_options. Qed.
Lemma s334_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: F :: T :: E :: repeat F (1 + a) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: F :: T :: E :: repeat F (1 + a) ++ [E; F])).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([T; F; T; F; F; E; T; F; E; F]) []) (s342_board 1 2 1) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; T; F; E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH 1 2 1 y1); [unfold s342_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s334_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: F :: T :: E :: repeat F (1 + a) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: F :: T :: E :: repeat F (1 + a) ++ [E; F])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: F :: F :: E :: T :: repeat F (2 + a) ++ [E; F]) []) (s342_board 1 2 (2 + a)) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: F :: E :: T :: repeat F (2 + a) ++ [E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH 1 2 (2 + a) y1); [unfold s342_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s334_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: T :: repeat F (3 + a) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: T :: repeat F (3 + a) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: T :: repeat F (3 + a) ++ [E]) []) (s256_board 1 1 2 (3 + a)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: T :: repeat F (3 + a) ++ [E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 1 2 (3 + a) y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s334_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s334_dom (2 + a) y1) (Hm : meas (s334_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s334_board (2 + a))).
Proof.
  unfold s334_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s334_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s334_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s334_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s334_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s334_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s334_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s334_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s334_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s334_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C334 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s334_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s334_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s335_c1_moves (a : nat) : rmoves (s335_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; F; F; T; E; E; F]; repeat T (2 + a) ++ [F; T; F; E; T; F; F; E]].
Proof. unfold s335_board. tf_options. Qed.
Lemma s335_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s340_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s340_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; T; E; E; F]) []); [strip_eq | unfold s340_board; target_board_eq | strip_offset].
  - unfold s340_form; apply form_int; zlia.
  - intros HT; apply (use340 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s340_dom; zlia | unfold lex3; lia].
Qed.
Lemma s335_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s341_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s341_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; T; E; E; F]) []); [strip_eq | unfold s341_board; target_board_eq | strip_offset].
  - unfold s341_form; apply form_int; zlia.
  - intros HT; apply (use341 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s341_dom; zlia | unfold lex3; lia].
Qed.
Lemma s335_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; T; F; F; E]) []) (s256_board (2 + a) 1 2 2) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; T; F; F; E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 2 2 y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s335_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s335_dom (2 + a) 1 y1) (Hm : meas (s335_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s335_board (2 + a) 1)).
Proof.
  unfold s335_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s335_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s335_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s335_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s335_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s335_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s335_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s335_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s335_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s335_c2_moves (a b : nat) : rmoves (s335_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F]; repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s335_board. tf_options. Qed.
Lemma s335_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E; F]) []) (s342_board (2 + a) 2 1) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH (2 + a) 2 1 y1); [unfold s342_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s335_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []) (s342_board (2 + a) 2 (2 + b)) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH (2 + a) 2 (2 + b) y1); [unfold s342_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s335_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: repeat F (3 + b) ++ [E]) []) (s256_board (2 + a) 1 2 (3 + b)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: repeat F (3 + b) ++ [E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 2 (3 + b) y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s335_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s335_dom (2 + a) (2 + b) y1) (Hm : meas (s335_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s335_board (2 + a) (2 + b))).
Proof.
  unfold s335_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s335_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s335_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s335_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s335_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s335_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s335_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s335_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s335_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s335_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C335 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s335_dom in Hdom.
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
      exact (s335_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s335_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s336_c1_moves : rmoves (s336_board) = [[T; F; T; F; T; F; E; E]].
Proof. unfold s336_board. tf_options. Qed.
Lemma s336_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; F]) [(1, 1)]) (s290_board) (1) _ (s290_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s290_board; target_board_eq | strip_offset].
  - unfold s290_form; apply form_int; zlia.
  - intros HT; apply (use290 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s290_dom; zlia | unfold lex3; lia].
Qed.
Lemma s336_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s336_dom y1) (Hm : meas (s336_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s336_board)).
Proof.
  unfold s336_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s336_board)) in Hg. cbn [rights] in Hg. rewrite s336_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s336_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s336_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s336_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C336 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s336_dom in Hdom.
  exact (s336_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s337_c1_moves : rmoves (s337_board) = [[T; F; T; F; T; F; E; E]].
Proof. unfold s337_board. tf_options. Qed.
Lemma s337_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s343_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s343_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; F; E; E]) []); [strip_eq | unfold s343_board; target_board_eq | strip_offset].
  - unfold s343_form; apply form_int; zlia.
  - intros HT; apply (use343 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s343_dom; zlia | unfold lex3; lia].
Qed.
Lemma s337_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s344_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s344_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; F; E; E]) []); [strip_eq | unfold s344_board; target_board_eq | strip_offset].
  - unfold s344_form; apply form_int; zlia.
  - intros HT; apply (use344 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s344_dom; zlia | unfold lex3; lia].
Qed.
Lemma s337_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s337_dom y1) (Hm : meas (s337_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s337_board)).
Proof.
  unfold s337_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s337_board)) in Hg. cbn [rights] in Hg. rewrite s337_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s337_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s337_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s337_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s337_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s337_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C337 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s337_dom in Hdom.
  exact (s337_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s338_c1_moves (a : nat) : rmoves (s338_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; F; E; E]].
Proof. unfold s338_board. tf_options. Qed.
Lemma s338_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 1)]) (s294_board (2 + a) 1) (1) _ (s294_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s294_board; target_board_eq | strip_offset].
  - unfold s294_form; apply form_int; zlia.
  - intros HT; apply (use294 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s294_dom; zlia | unfold lex3; lia].
Qed.
Lemma s338_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s338_dom (2 + a) y1) (Hm : meas (s338_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s338_board (2 + a))).
Proof.
  unfold s338_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s338_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s338_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s338_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s338_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s338_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C338 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s338_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s338_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s339_c1_moves (a : nat) : rmoves (s339_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; F; E; E]].
Proof. unfold s339_board. tf_options. Qed.
Lemma s339_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s345_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s345_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; F; E; E]) []); [strip_eq | unfold s345_board; target_board_eq | strip_offset].
  - unfold s345_form; apply form_int; zlia.
  - intros HT; apply (use345 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s345_dom; zlia | unfold lex3; lia].
Qed.
Lemma s339_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s346_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s346_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; F; E; E]) []); [strip_eq | unfold s346_board; target_board_eq | strip_offset].
  - unfold s346_form; apply form_int; zlia.
  - intros HT; apply (use346 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s346_dom; zlia | unfold lex3; lia].
Qed.
Lemma s339_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s339_dom (2 + a) y1) (Hm : meas (s339_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s339_board (2 + a))).
Proof.
  unfold s339_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s339_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s339_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s339_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s339_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s339_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s339_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s339_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C339 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s339_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s339_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s340_c1_moves (b : nat) : rmoves (s340_board 1 (2 + b)) = [T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s340_board. tf_options. Qed.
Lemma s340_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; E]) []) (s347_board (2 + b)) (0) _ (s347_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s347_board; target_board_eq | strip_offset].
  - unfold s347_form; apply form_int; zlia.
  - intros HT; apply (use347 IH (2 + b) y1); [unfold s347_dom; zlia | unfold lex3; lia].
Qed.
Lemma s340_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s340_dom 1 (2 + b) y1) (Hm : meas (s340_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s340_board 1 (2 + b))).
Proof.
  unfold s340_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s340_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s340_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s340_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s340_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s340_c2_moves (a b : nat) : rmoves (s340_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s340_board. tf_options. Qed.
Lemma s340_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; E]) []) (s348_board (2 + a) (2 + b)) (0) _ (s348_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s348_board; target_board_eq | strip_offset].
  - unfold s348_form; apply form_int; zlia.
  - intros HT; apply (use348 IH (2 + a) (2 + b) y1); [unfold s348_dom; zlia | unfold lex3; lia].
Qed.
Lemma s340_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s340_dom (2 + a) (2 + b) y1) (Hm : meas (s340_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s340_board (2 + a) (2 + b))).
Proof.
  unfold s340_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s340_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s340_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s340_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s340_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s340_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C340 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s340_dom in Hdom.
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
      exact (s340_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s340_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s341_c1_moves (b : nat) : rmoves (s341_board 1 (2 + b)) = [T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s341_board. tf_options. Qed.
Lemma s341_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s349_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s349_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s349_board; target_board_eq | strip_offset].
  - unfold s349_form; apply form_int; zlia.
  - intros HT; apply (use349 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s349_dom; zlia | unfold lex3; lia].
Qed.
Lemma s341_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s350_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s350_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s350_board; target_board_eq | strip_offset].
  - unfold s350_form; apply form_int; zlia.
  - intros HT; apply (use350 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s350_dom; zlia | unfold lex3; lia].
Qed.
Lemma s341_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s341_dom 1 (2 + b) y1) (Hm : meas (s341_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s341_board 1 (2 + b))).
Proof.
  unfold s341_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s341_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s341_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s341_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s341_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s341_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s341_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s341_c2_moves (a b : nat) : rmoves (s341_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s341_board. tf_options. Qed.
Lemma s341_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s349_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s349_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s349_board; target_board_eq | strip_offset].
  - unfold s349_form; apply form_int; zlia.
  - intros HT; apply (use349 IH (2 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s349_dom; zlia | unfold lex3; lia].
Qed.
Lemma s341_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s350_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s350_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s350_board; target_board_eq | strip_offset].
  - unfold s350_form; apply form_int; zlia.
  - intros HT; apply (use350 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s350_dom; zlia | unfold lex3; lia].
Qed.
Lemma s341_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s341_dom (2 + a) (2 + b) y1) (Hm : meas (s341_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s341_board (2 + a) (2 + b))).
Proof.
  unfold s341_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s341_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s341_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s341_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s341_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s341_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s341_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s341_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C341 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s341_dom in Hdom.
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
      exact (s341_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s341_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s342_c1_moves : rmoves (s342_board 1 2 0) = [[T; F; T; F; F; E; T; F; E]].
Proof. unfold s342_board. tf_options. Qed.
Lemma s342_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s347_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s347_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; T; F; E]) []); [strip_eq | unfold s347_board; target_board_eq | strip_offset].
  - unfold s347_form; apply form_int; zlia.
  - intros HT; apply (use347 IH 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s347_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s351_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s351_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; T; F; E]) []); [strip_eq | unfold s351_board; target_board_eq | strip_offset].
  - unfold s351_form; apply form_int; zlia.
  - intros HT; apply (use351 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s351_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s342_dom 1 2 0 y1) (Hm : meas (s342_board 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s342_board 1 2 0)).
Proof.
  unfold s342_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s342_board 1 2 0)) in Hg. cbn [rights] in Hg. rewrite s342_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s342_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s342_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s342_c2_moves (b : nat) : rmoves (s342_board 1 (2 + b) 1) = [T :: F :: T :: repeat F (3 + b) ++ [T; E; E; F]; T :: F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]].
Proof. unfold s342_board. tf_options. Qed.
Lemma s342_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s340_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s340_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s340_board; target_board_eq | strip_offset].
  - unfold s340_form; apply form_int; zlia.
  - intros HT; apply (use340 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s340_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s341_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s341_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s341_board; target_board_eq | strip_offset].
  - unfold s341_form; apply form_int; zlia.
  - intros HT; apply (use341 IH 1 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s341_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s352_board 1 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s352_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH 1 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s353_board (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s353_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s353_board; target_board_eq | strip_offset].
  - unfold s353_form; apply form_int; zlia.
  - intros HT; apply (use353 IH (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s353_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s342_dom 1 (2 + b) 1 y1) (Hm : meas (s342_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s342_board 1 (2 + b) 1)).
Proof.
  unfold s342_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s342_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s342_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s342_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s342_c2_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s342_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s342_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s342_c3_moves (b c : nat) : rmoves (s342_board 1 (2 + b) (2 + c)) = [T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F]; T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]].
Proof. unfold s342_board. tf_options. Qed.
Lemma s342_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (3 + b) ++ [E; T; F; E; F]) []) (s342_board 1 (3 + b) 1) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH 1 (3 + b) 1 y1); [unfold s342_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s342_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) []) (s342_board 1 (3 + b) (2 + c)) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH 1 (3 + b) (2 + c) y1); [unfold s342_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s342_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s352_board 1 (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s352_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH 1 (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s353_board (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s353_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s353_board; target_board_eq | strip_offset].
  - unfold s353_form; apply form_int; zlia.
  - intros HT; apply (use353 IH (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s353_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s342_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s342_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s342_board 1 (2 + b) (2 + c))).
Proof.
  unfold s342_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s342_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s342_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s342_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s342_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s342_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s342_c3_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s342_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c3_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s342_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s342_c4_moves (a : nat) : rmoves (s342_board (2 + a) 2 0) = [repeat T (2 + a) ++ [F; T; F; F; E; T; F; E]].
Proof. unfold s342_board. tf_options. Qed.
Lemma s342_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s348_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s348_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E]) []); [strip_eq | unfold s348_board; target_board_eq | strip_offset].
  - unfold s348_form; apply form_int; zlia.
  - intros HT; apply (use348 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s348_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s354_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s354_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E]) []); [strip_eq | unfold s354_board; target_board_eq | strip_offset].
  - unfold s354_form; apply form_int; zlia.
  - intros HT; apply (use354 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s354_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s342_dom (2 + a) 2 0 y1) (Hm : meas (s342_board (2 + a) 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s342_board (2 + a) 2 0)).
Proof.
  unfold s342_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s342_board (2 + a) 2 0)) in Hg. cbn [rights] in Hg. rewrite s342_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s342_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c4_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s342_c4_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s342_c5_moves (a b : nat) : rmoves (s342_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; F]; repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]].
Proof. unfold s342_board. tf_options. Qed.
Lemma s342_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s340_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s340_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s340_board; target_board_eq | strip_offset].
  - unfold s340_form; apply form_int; zlia.
  - intros HT; apply (use340 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s340_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s341_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s341_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s341_board; target_board_eq | strip_offset].
  - unfold s341_form; apply form_int; zlia.
  - intros HT; apply (use341 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s341_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s352_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s352_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH (2 + a) (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s354_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s354_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s354_board; target_board_eq | strip_offset].
  - unfold s354_form; apply form_int; zlia.
  - intros HT; apply (use354 IH (2 + a) (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s354_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s342_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s342_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s342_board (2 + a) (2 + b) 1)).
Proof.
  unfold s342_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s342_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s342_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s342_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c5_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s342_c5_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c5_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s342_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c5_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s342_c5_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s342_c6_moves (a b c : nat) : rmoves (s342_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F]; repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]].
Proof. unfold s342_board. tf_options. Qed.
Lemma s342_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E; F]) []) (s342_board (2 + a) (3 + b) 1) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH (2 + a) (3 + b) 1 y1); [unfold s342_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s342_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) []) (s342_board (2 + a) (3 + b) (2 + c)) (0) _ (s342_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s342_board; target_board_eq | strip_offset].
  - unfold s342_form; apply form_int; zlia.
  - intros HT; apply (use342 IH (2 + a) (3 + b) (2 + c) y1); [unfold s342_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s342_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s352_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s352_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s354_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s354_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s354_board; target_board_eq | strip_offset].
  - unfold s354_form; apply form_int; zlia.
  - intros HT; apply (use354 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s354_dom; zlia | unfold lex3; lia].
Qed.
Lemma s342_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s342_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s342_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s342_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s342_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s342_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s342_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s342_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s342_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s342_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s342_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s342_c6_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s342_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s342_c6_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s342_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s342_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C342 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s342_dom in Hdom.
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
  exact (s342_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s342_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s342_c3 IH b c y1 Hdom Hm Hd Hr).
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
  exact (s342_c4 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s342_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s342_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s343_c1_moves : rmoves (s343_board) = [].
Proof. unfold s343_board. tf_options. Qed.
Lemma s343_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s343_dom y1) (Hm : meas (s343_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s343_board)).
Proof.
  unfold s343_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s343_board)) in Hg. cbn [rights] in Hg. rewrite s343_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s343_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C343 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s343_dom in Hdom.
  exact (s343_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s344_c1_moves : rmoves (s344_board) = [].
Proof. unfold s344_board. tf_options. Qed.
Lemma s344_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s344_dom y1) (Hm : meas (s344_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s344_board)).
Proof.
  unfold s344_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s344_board)) in Hg. cbn [rights] in Hg. rewrite s344_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s344_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C344 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s344_dom in Hdom.
  exact (s344_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s345_c1_moves (a : nat) : rmoves (s345_board (2 + a)) = [].
Proof. unfold s345_board. tf_options. Qed.
Lemma s345_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s345_dom (2 + a) y1) (Hm : meas (s345_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s345_board (2 + a))).
Proof.
  unfold s345_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s345_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s345_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s345_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C345 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s345_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s345_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s346_c1_moves (a : nat) : rmoves (s346_board (2 + a)) = [].
Proof. unfold s346_board. tf_options. Qed.
Lemma s346_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s346_dom (2 + a) y1) (Hm : meas (s346_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s346_board (2 + a))).
Proof.
  unfold s346_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s346_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s346_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s346_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C346 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s346_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s346_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s347_c1_moves (a : nat) : rmoves (s347_board (2 + a)) = [T :: F :: T :: repeat F (3 + a) ++ [T; E; E]].
Proof. unfold s347_board. tf_options. Qed.
Lemma s347_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: repeat F (3 + a) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (3 + a) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (3 + a) ++ [E]) [(1, 1)]) (s302_board 1 1 (3 + a)) (1) _ (s302_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + a) ++ [E]) [(1, 1)]); [reflexivity | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH 1 1 (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s347_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s347_dom (2 + a) y1) (Hm : meas (s347_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s347_board (2 + a))).
Proof.
  unfold s347_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s347_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s347_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s347_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s347_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s347_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C347 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s347_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s347_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s348_c1_moves (a b : nat) : rmoves (s348_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s348_board. tf_options. Qed.
Lemma s348_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E]) [(1, 1)]) (s302_board (2 + a) 1 (3 + b)) (1) _ (s302_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH (2 + a) 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s348_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s348_dom (2 + a) (2 + b) y1) (Hm : meas (s348_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s348_board (2 + a) (2 + b))).
Proof.
  unfold s348_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s348_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s348_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s348_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s348_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s348_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C348 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s348_dom in Hdom.
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
      exact (s348_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s349_c1_moves (b : nat) : rmoves (s349_board 1 (2 + b)) = [T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s349_board. tf_options. Qed.
Lemma s349_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s355_board 1 1 (2 + b)) (1) _ (s355_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s355_board; target_board_eq | strip_offset].
  - unfold s355_form; apply form_int; zlia.
  - intros HT; apply (use355 IH 1 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s355_dom; zlia | unfold lex3; lia].
Qed.
Lemma s349_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s349_dom 1 (2 + b) y1) (Hm : meas (s349_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s349_board 1 (2 + b))).
Proof.
  unfold s349_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s349_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s349_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s349_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s349_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s349_c2_moves (a b : nat) : rmoves (s349_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s349_board. tf_options. Qed.
Lemma s349_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s355_board (2 + a) 1 (2 + b)) (1) _ (s355_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s355_board; target_board_eq | strip_offset].
  - unfold s355_form; apply form_int; zlia.
  - intros HT; apply (use355 IH (2 + a) 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s355_dom; zlia | unfold lex3; lia].
Qed.
Lemma s349_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s349_dom (2 + a) (2 + b) y1) (Hm : meas (s349_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s349_board (2 + a) (2 + b))).
Proof.
  unfold s349_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s349_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s349_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s349_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s349_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s349_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C349 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s349_dom in Hdom.
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
      exact (s349_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s349_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s350_c1_moves (b : nat) : rmoves (s350_board 1 (2 + b)) = [T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s350_board. tf_options. Qed.
Lemma s350_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s356_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s356_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s356_board; target_board_eq | strip_offset].
  - unfold s356_form; apply form_int; zlia.
  - intros HT; apply (use356 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s356_dom; zlia | unfold lex3; lia].
Qed.
Lemma s350_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s357_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s357_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s357_board; target_board_eq | strip_offset].
  - unfold s357_form; apply form_int; zlia.
  - intros HT; apply (use357 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s357_dom; zlia | unfold lex3; lia].
Qed.
Lemma s350_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s350_dom 1 (2 + b) y1) (Hm : meas (s350_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s350_board 1 (2 + b))).
Proof.
  unfold s350_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s350_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s350_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s350_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s350_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s350_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s350_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s350_c2_moves (a b : nat) : rmoves (s350_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s350_board. tf_options. Qed.
Lemma s350_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s356_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s356_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s356_board; target_board_eq | strip_offset].
  - unfold s356_form; apply form_int; zlia.
  - intros HT; apply (use356 IH (2 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s356_dom; zlia | unfold lex3; lia].
Qed.
Lemma s350_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s357_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s357_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s357_board; target_board_eq | strip_offset].
  - unfold s357_form; apply form_int; zlia.
  - intros HT; apply (use357 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s357_dom; zlia | unfold lex3; lia].
Qed.
Lemma s350_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s350_dom (2 + a) (2 + b) y1) (Hm : meas (s350_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s350_board (2 + a) (2 + b))).
Proof.
  unfold s350_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s350_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s350_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s350_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s350_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s350_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s350_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s350_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C350 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s350_dom in Hdom.
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
      exact (s350_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s350_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s351_c1_moves : rmoves (s351_board 2) = [[T; F; T; F; F; F; T; E; E]].
Proof. unfold s351_board. tf_options. Qed.
Lemma s351_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; F; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; F; F; T; E; E])).
Proof.
  apply (answer_form_L _ (s302_board 1 1 3) (2) _ (int ((- Z.of_nat y1) + 1)) (s302_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; F]) [(1, 2)]); [strip_eq | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH 1 1 3 (1 + y1)); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s351_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s351_dom 2 y1) (Hm : meas (s351_board 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s351_board 2)).
Proof.
  unfold s351_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s351_board 2)) in Hg. cbn [rights] in Hg. rewrite s351_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s351_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s351_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s351_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C351 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s351_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    assert (a = 0) by zlia; subst a.
  exact (s351_c1 IH y1 Hdom Hm Hd Hr).
  }
Qed.

