(* tf_erickson_first_strategy_cases2: the proofs of Lower's nodes 92 to 202 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s92_c1_moves (c : nat) : rmoves (s92_board 1 1 (2 + c) 1) = [T :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) []) (s60_board 1 (3 + c) 1) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + c) 1 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s92_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s92_dom 1 1 (2 + c) 1 y1) (Hm : meas (s92_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board 1 1 (2 + c) 1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s92_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s92_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s92_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s92_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_c2_moves (c d : nat) : rmoves (s92_board 1 1 (2 + c) (2 + d)) = [T :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s60_board 1 (3 + c) (2 + d)) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + c) (2 + d) y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s92_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s92_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s92_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s92_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s92_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s92_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s92_c2_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_c3_moves (b c : nat) : rmoves (s92_board 1 (2 + b) (2 + c) 1) = [T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) []) (s95_board (3 + b) (2 + c)) (0) _ (s95_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s95_board; target_board_eq | strip_offset].
  - unfold s95_form; apply form_int; zlia.
  - intros HT; apply (use95 IH (3 + b) (2 + c) y1); [unfold s95_dom; zlia | unfold lex3; lia].
Qed.
Lemma s92_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s92_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s92_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s92_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s92_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s92_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s92_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_c4_moves (b c d : nat) : rmoves (s92_board 1 (2 + b) (2 + c) (2 + d)) = [T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s96_board (3 + b) (2 + c) (2 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (3 + b) (2 + c) (2 + d) y1); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s92_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s92_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s92_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s92_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s92_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s92_c4_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s92_c4_moves b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_c5_moves (a c : nat) : rmoves (s92_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) []) (s60_board (2 + a) (3 + c) 1) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) (3 + c) 1 y1); [unfold s60_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s92_c5_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s92_board (2 + a) 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s92_board (2 + a) 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []) (s133_board (2 + a) (2 + c) 1) (0) _ (s133_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s92_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (2 + a) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s92_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s92_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s92_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s92_c5_f1_a1 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s92_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s92_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s92_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s92_c5_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_c6_moves (a c d : nat) : rmoves (s92_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s60_board (2 + a) (3 + c) (2 + d)) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) (3 + c) (2 + d) y1); [unfold s60_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s92_c6_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s92_board (2 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s92_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s133_board (2 + a) (2 + c) (2 + d)) (0) _ (s133_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s92_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s92_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s92_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s92_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s92_c6_f1_a2 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s92_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s92_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s92_c6_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s92_c6_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_c7_moves (a b c : nat) : rmoves (s92_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []) (s92_board (2 + a) (1 + b) (3 + c) 1) (0) _ (s92_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (2 + a) (1 + b) (3 + c) 1 y1); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s92_c7_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s92_board (2 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s92_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) []) (s92_board (1 + a) (3 + b) (2 + c) 1) (0) _ (s92_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s92_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (1 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s92_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s92_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s92_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s92_c7_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s92_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s92_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s92_c7_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s92_c7_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_c8_moves (a b c d : nat) : rmoves (s92_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s92_board (2 + a) (1 + b) (3 + c) (2 + d)) (0) _ (s92_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (2 + a) (1 + b) (3 + c) (2 + d) y1); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s92_c8_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s92_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s92_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s92_board (1 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s92_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s92_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (1 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s92_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s92_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s92_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s92_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s92_c8_f1_a4 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s92_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s92_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s92_c8_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s92_c8_moves a b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s92_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C92 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s92_dom in Hdom.
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
          exact (s92_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s92_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s92_c3 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s92_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s92_c5 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s92_c6 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s92_c7 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s92_c8 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s93_c1_moves (a : nat) : rmoves (s93_board (2 + a)) = [repeat T (2 + a) ++ [E; T; F; T; E; T; F]].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []) (s91_board (2 + a) 1 2 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 2 1 y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s93_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (s93_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s93_board (2 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; E; T; T; F; T; F]) []) (s134_board (3 + a) 2 1 1) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s93_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; E; T; T; F; T; F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (3 + a) 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s93_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s93_dom (2 + a) y1) (Hm : meas (s93_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s93_board (2 + a))).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s93_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s93_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s93_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2)%Z) by zlia. exact (s93_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s93_c1_moves a) eq_refl Hm) Hd Hr). }

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

Lemma s94_c1_moves (a b : nat) : rmoves (s94_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s91_board (2 + a) 1 2 (2 + b)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 2 (2 + b) y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s94_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s94_board (2 + a) (2 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: T :: repeat F (2 + b)) []) (s134_board (3 + a) 2 1 (2 + b)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s94_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (3 + a) 2 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s94_dom (2 + a) (2 + b) y1) (Hm : meas (s94_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s94_board (2 + a) (2 + b))).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s94_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s94_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s94_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s94_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s94_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s94_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C94 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s94_dom in Hdom.
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
      exact (s94_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s95_c1_moves (a : nat) : rmoves (s95_board (3 + a) 1) = [E :: repeat T (3 + a) ++ [F; F; T; E]].
Proof. unfold s95_board. tf_options. Qed.
Lemma s95_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (3 + a) ++ [F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (3 + a) ++ [F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (3 + a) ++ [F; F; E]) [(1, 0)]) (s29_board 0 (3 + a) 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + a) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + a) 2 y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s95_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s95_dom (3 + a) 1 y1) (Hm : meas (s95_board (3 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s95_board (3 + a) 1)).
Proof.
  unfold s95_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s95_board (3 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s95_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s95_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s95_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s95_c2_moves (a b : nat) : rmoves (s95_board (2 + a) (2 + b)) = [].
Proof. unfold s95_board. tf_options. Qed.
Lemma s95_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s95_dom (2 + a) (2 + b) y1) (Hm : meas (s95_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s95_board (2 + a) (2 + b))).
Proof.
  unfold s95_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s95_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s95_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s95_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s95_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s96_c1_moves (c : nat) : rmoves (s96_board 1 1 (2 + c)) = [F :: T :: E :: E :: T :: repeat F (2 + c); E :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: T :: repeat F (2 + c)) []) (s81_board 0 0 (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 (2 + c) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s135_board 1 2 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + c) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s96_dom 1 1 (2 + c) y1) (Hm : meas (s96_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s96_board 1 1 (2 + c))).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s96_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s96_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s96_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s96_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s96_c1_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s96_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s96_c1_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s96_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s96_c2_moves (b c : nat) : rmoves (s96_board 1 (2 + b) (2 + c)) = [F :: T :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s91_board 0 0 (2 + b) (2 + c)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (2 + b) (2 + c) y1); [unfold s91_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s96_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s96_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s96_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s96_board 1 (2 + b) (2 + c))).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s96_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s96_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s96_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s96_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s96_c3_moves (a c : nat) : rmoves (s96_board (2 + a) 1 (2 + c)) = [E :: repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ [F; F; E; T; F]) []) (s135_board (2 + a) 2 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (2 + a) 2 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c)) []) (s135_board (2 + a) 2 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (2 + a) 2 1 (2 + c) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s96_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s96_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s96_board (2 + a) 1 (2 + c))).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s96_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s96_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s96_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s96_c3_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s96_c3_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s96_c3_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s96_c4_moves (a b c : nat) : rmoves (s96_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s96_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s96_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s96_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s96_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s96_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s96_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C96 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s96_dom in Hdom.
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
        exact (s96_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s96_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s96_c3 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s96_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s97_c1_moves : rmoves (s97_board) = [[F; T; E; E]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([F; T; E; E])).
Proof.
  apply (answer_form_L _ (s136_board) (2) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s136_form (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 1)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 2)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_leaf_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (- Z.of_nat y1 + Z.of_nat z2 - 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s97_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s97_board)).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int (0 + (Z.of_nat y1))) (s23_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [unfold s97_board; strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s97_dom z1 z2 y1) (Hm : meas (s97_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s97_board)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s97_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s97_board)) in Hg. cbn [rights] in Hg. rewrite s97_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s97_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s97_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s97_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C97 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s97_dom in Hdom.
  exact (s97_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s98_c1_moves : rmoves (s98_board) = [[T; F; E; F; E]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) []) (s23_board 0 1) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s98_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s98_dom y1) (Hm : meas (s98_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s98_board)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s98_board)) in Hg. cbn [rights] in Hg. rewrite s98_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s98_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s98_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s98_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C98 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s98_dom in Hdom.
  exact (s98_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s99_c1_moves (a : nat) : rmoves (s99_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; E]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E]) []) (s20_board (1 + a) 0) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E]) []); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (1 + a) 0 y1); [unfold s20_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s99_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s99_dom (2 + a) y1) (Hm : meas (s99_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s99_board (2 + a))).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s99_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s99_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s99_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s99_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s99_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C99 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s99_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s99_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s100_c1_moves : rmoves (s100_board) = [[F; T; E; T; F; E]].
Proof. unfold s100_board. tf_options. Qed.
Lemma s100_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; F]) [(1, 0)]) (s60_board 1 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s100_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s100_dom y1) (Hm : meas (s100_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s100_board)).
Proof.
  unfold s100_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s100_board)) in Hg. cbn [rights] in Hg. rewrite s100_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s100_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s100_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C100 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s100_dom in Hdom.
  exact (s100_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s101_c1_moves (a : nat) : rmoves (s101_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; F; T; E]].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]) (s137_board (2 + a)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s101_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s101_dom (2 + a) y1) (Hm : meas (s101_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s101_board (2 + a))).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s101_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s101_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s101_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s101_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C101 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s101_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s101_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s102_c1_moves (a b : nat) : rmoves (s102_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s102_board. tf_options. Qed.
Lemma s102_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s138_board (1 + a) 1 (2 + b) 1) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_star; zlia.
  - intros HT; apply (use138 IH (1 + a) 1 (2 + b) 1 y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s102_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s102_board (2 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []) (s139_board (1 + a) 1 (2 + b) 1) (0) _ (s139_form y1)).
  - unfold strip, s102_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s102_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s102_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s102_board (2 + a) (2 + b) 1)).
Proof.
  unfold s102_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s102_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s102_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s102_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s102_c2_moves (a b c : nat) : rmoves (s102_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s102_board. tf_options. Qed.
Lemma s102_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s138_board (1 + a) 1 (2 + b) (2 + c)) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_star; zlia.
  - intros HT; apply (use138 IH (1 + a) 1 (2 + b) (2 + c) y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s102_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s102_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s139_board (1 + a) 1 (2 + b) (2 + c)) (0) _ (s139_form y1)).
  - unfold strip, s102_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) (2 + c) y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s102_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s102_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s102_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s102_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s102_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s102_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s102_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s102_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C102 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s102_dom in Hdom.
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
        exact (s102_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s102_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s103_c1_moves : rmoves (s103_board) = [].
Proof. unfold s103_board. tf_options. Qed.
Lemma s103_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s103_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s103_board)).
Proof.
  apply (answer_form_L _ (s140_board) (0) _ (int (0 + (Z.of_nat y1))) (s140_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; E]) []); [unfold s103_board; strip_eq | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s103_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s103_dom z1 z2 y1) (Hm : meas (s103_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s103_board)).
Proof.
  unfold s103_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s103_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s103_board)) in Hg. cbn [rights] in Hg. rewrite s103_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s103_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C103 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s103_dom in Hdom.
  exact (s103_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s104_c1_moves (a : nat) : rmoves (s104_board (2 + a)) = [].
Proof. unfold s104_board. tf_options. Qed.
Lemma s104_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s104_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s104_board (2 + a))).
Proof.
  apply (answer_form_L _ (s141_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s141_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []); [unfold s104_board; strip_eq | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s104_dom (2 + a) z1 z2 y1) (Hm : meas (s104_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s104_board (2 + a))).
Proof.
  unfold s104_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s104_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s104_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s104_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s104_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C104 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s104_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s104_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s105_c1_moves : rmoves (s105_board 1) = [[T; F; T; E; T; F; T; F; E]].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; T; F; E]) []) (s140_board) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s105_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s105_dom 1 y1) (Hm : meas (s105_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s105_board 1)).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s105_board 1)) in Hg. cbn [rights] in Hg. rewrite s105_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s105_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s105_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s105_c2_moves (a : nat) : rmoves (s105_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []) (s141_board (2 + a)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s105_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s105_dom (2 + a) y1) (Hm : meas (s105_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s105_board (2 + a))).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s105_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s105_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s105_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s105_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s105_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C105 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s105_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s105_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s105_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s106_c1_moves : rmoves (s106_board 1) = [[T; F; F; T; E; E; T; F]; [T; F; E; T; F; F; T; E]].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; E; T; F]) []) (s142_board 1 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s106_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F]) [(1, 1)]) (s29_board 0 2 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s106_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s106_dom 1 y1) (Hm : meas (s106_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s106_board 1)).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s106_board 1)) in Hg. cbn [rights] in Hg. rewrite s106_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s106_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s106_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s106_c2_moves (a : nat) : rmoves (s106_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; E; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; T; E]].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) []) (s142_board (2 + a) 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s106_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]) (s52_board (2 + a) 2) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s106_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s106_dom (2 + a) y1) (Hm : meas (s106_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s106_board (2 + a))).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s106_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s106_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s106_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s106_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s106_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C106 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s106_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s106_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s106_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s107_c1_moves (a : nat) : rmoves (s107_board (3 + a) 1) = [repeat T (3 + a) ++ [F; F; T; E; F; T; E]].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; F; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s201_board (3 + a) 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s201_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; T; E; F]) [(1, 1)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (3 + a) 1 y1); [unfold s201_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s107_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s107_dom (3 + a) 1 y1) (Hm : meas (s107_board (3 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board (3 + a) 1)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board (3 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s107_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s107_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s107_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s107_c2_moves (a b : nat) : rmoves (s107_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s143_board (3 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s143_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; T; E; F; T; E; F]) []); [strip_eq | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH (3 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s281_board (3 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s281_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; T; E; F; T; E; F]) []); [strip_eq | unfold s281_board; target_board_eq | strip_offset].
  - unfold s281_form; apply form_int; zlia.
  - intros HT; apply (use281 IH (3 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s281_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c2_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) []) (s144_board (4 + a) (2 + b)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH (4 + a) (2 + b) y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s107_dom (3 + a) (2 + b) y1) (Hm : meas (s107_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board (3 + a) (2 + b))).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s107_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s107_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s107_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s107_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s107_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s107_c2_t1_a3 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s107_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s107_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s107_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s108_c1_moves : rmoves (s108_board 1) = [[T; F; F; T; E; E; F; T; F]; [T; F; E; T; F; F; E; T; F]].
Proof. unfold s108_board. tf_options. Qed.
Lemma s108_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s145_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s145_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; T; F]) []) (s135_board 2 2 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s108_dom 1 y1) (Hm : meas (s108_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s108_board 1)).
Proof.
  unfold s108_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s108_board 1)) in Hg. cbn [rights] in Hg. rewrite s108_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s108_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s108_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s108_c2_moves (a : nat) : rmoves (s108_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]].
Proof. unfold s108_board. tf_options. Qed.
Lemma s108_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s145_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s145_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s108_dom (2 + a) y1) (Hm : meas (s108_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s108_board (2 + a))).
Proof.
  unfold s108_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s108_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s108_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s108_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s108_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s108_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C108 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s108_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s108_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s108_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s109_c1_moves (a b : nat) : rmoves (s109_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b); repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s109_board. tf_options. Qed.
Lemma s109_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s147_board (4 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (4 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s148_board (4 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s148_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (4 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s109_dom (4 + a) (2 + b) y1) (Hm : meas (s109_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s109_board (4 + a) (2 + b))).
Proof.
  unfold s109_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s109_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s109_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s109_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s109_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s109_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s109_c1_moves a b) eq_refl Hm) Hd Hr). }

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
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s109_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s110_c1_moves : rmoves (s110_board 0) = [[F; T; E; T; F; T; F; F; E]].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; T; F; F; E]) []) (s264_board) (0) _ (s264_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; F; E]) []); [reflexivity | unfold s264_board; target_board_eq | strip_offset].
  - unfold s264_form; apply form_int; zlia.
  - intros HT; apply (use264 IH y1); [unfold s264_dom; zlia | unfold lex3; lia].
Qed.
Lemma s110_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s110_dom 0 y1) (Hm : meas (s110_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s110_board 0)).
Proof.
  unfold s110_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s110_board 0)) in Hg. cbn [rights] in Hg. rewrite s110_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s110_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s110_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s110_c2_moves : rmoves (s110_board 1) = [[T; F; T; E; T; F; T; F; F; E]].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; T; F; F; E]) []) (s149_board 1) (0) _ (s149_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; F; E]) []); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH 1 y1); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s110_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s110_dom 1 y1) (Hm : meas (s110_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s110_board 1)).
Proof.
  unfold s110_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s110_board 1)) in Hg. cbn [rights] in Hg. rewrite s110_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s110_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s110_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s110_c3_moves (a : nat) : rmoves (s110_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E]].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; E]) []) (s149_board (2 + a)) (0) _ (s149_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; E]) []); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH (2 + a) y1); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s110_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s110_dom (2 + a) y1) (Hm : meas (s110_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s110_board (2 + a))).
Proof.
  unfold s110_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s110_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s110_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s110_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s110_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s110_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C110 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s110_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s110_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s110_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s110_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s111_c1_moves (a : nat) : rmoves (s111_board (3 + a)) = [repeat T (3 + a) ++ [F; T; E; T; F; T; F; F; E; F]; repeat T (3 + a) ++ [E; T; F; T; F; T; F; F; F; E]].
Proof. unfold s111_board. tf_options. Qed.
Lemma s111_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; T; E; T; F; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; T; E; T; F; T; F; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; T; T; F; T; F; F; E; F]) []) (s150_board (3 + a)) (0) _ (s150_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; T; F; T; F; F; E; F]) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH (3 + a) y1); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; T; F; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; T; F; T; F; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s151_board (3 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s151_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; T; F; F; F; E]) []); [strip_eq | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (3 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s111_dom (3 + a) y1) (Hm : meas (s111_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s111_board (3 + a))).
Proof.
  unfold s111_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s111_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s111_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s111_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s111_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s111_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s111_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s111_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C111 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s111_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s111_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s112_c1_moves (a b : nat) : rmoves (s112_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b); repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s112_board. tf_options. Qed.
Lemma s112_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []) (s152_board (4 + a) (2 + b)) (0) _ (s152_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH (4 + a) (2 + b) y1); [unfold s152_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s153_board (4 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [E; T; F; T; F; T; F; F; F; E; F]) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (4 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s153_board (5 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (5 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s112_dom (4 + a) (2 + b) y1) (Hm : meas (s112_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s112_board (4 + a) (2 + b))).
Proof.
  unfold s112_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s112_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s112_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s112_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s112_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s112_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s112_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s112_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s112_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s112_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s113_c1_moves (a : nat) : rmoves (s113_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; F; E]].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s113_dom (2 + a) y1) (Hm : meas (s113_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s113_board (2 + a))).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s113_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s113_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s113_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s113_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s113_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C113 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s113_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s113_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s114_c1_moves (a b : nat) : rmoves (s114_board (3 + a) (2 + b) 1) = [repeat T (3 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; E; F]; repeat T (3 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s146_board (3 + a) (2 + b) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (3 + a) (2 + b) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s154_board (2 + a) (2 + b)) (0) _ (s154_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s154_board; target_board_eq | strip_offset].
  - unfold s154_form; apply form_int; zlia.
  - intros HT; apply (use154 IH (2 + a) (2 + b) y1); [unfold s154_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s114_dom (3 + a) (2 + b) 1 y1) (Hm : meas (s114_board (3 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s114_board (3 + a) (2 + b) 1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s114_board (3 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s114_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s114_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s114_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s114_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C114 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s114_dom in Hdom.
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
  exact (s114_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s115_c1_moves (a b c : nat) : rmoves (s115_board (4 + a) (2 + b) (2 + c)) = [repeat T (4 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); repeat T (4 + a) ++ E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (4 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s146_board (4 + a) (2 + b) (2 + c)) (0) _ (int (Z.of_nat y1)) (s146_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (4 + a) (2 + b) (2 + c) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (4 + a) ++ E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s114_board (4 + a) (3 + b) 1) (0) _ (int (Z.of_nat y1)) (s114_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: F :: T :: repeat F (3 + b) ++ [T; E; F]) []); [strip_eq | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (4 + a) (3 + b) 1 y1); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (4 + a) ++ E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s115_board (5 + a) (3 + b) (2 + c)) (0) _ (s115_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_star; zlia.
  - intros HT; apply (use115 IH (5 + a) (3 + b) (2 + c) y1); [unfold s115_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s115_board (4 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s115_board (4 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s155_board (3 + a) (2 + b) (2 + c)) (0) _ (s155_form y1)).
  - unfold strip, s115_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (3 + a) (2 + b) (2 + c) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s115_dom (4 + a) (2 + b) (2 + c) y1) (Hm : meas (s115_board (4 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s115_board (4 + a) (2 + b) (2 + c))).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s115_board (4 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s115_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c1_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s115_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c1_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s115_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c1_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s115_c1_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s115_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C115 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s115_dom in Hdom.
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
  exact (s115_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s116_c1_moves (a b : nat) : rmoves (s116_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F]; repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []) (s139_board (1 + a) 1 (2 + b) 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []) (s91_board (1 + a) 2 (2 + b) 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (1 + a) 2 (2 + b) 1 y1); [unfold s91_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s116_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s116_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s116_board (2 + a) (2 + b) 1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s116_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s116_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s116_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s116_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s116_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s116_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s116_c2_moves (a b c : nat) : rmoves (s116_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c); repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s139_board (1 + a) 1 (2 + b) (2 + c)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) (2 + c) y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s91_board (1 + a) 2 (2 + b) (2 + c)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (1 + a) 2 (2 + b) (2 + c) y1); [unfold s91_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s116_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s116_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s116_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s116_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s116_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s116_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s116_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s116_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s116_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s116_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C116 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s116_dom in Hdom.
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
        exact (s116_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s116_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s117_c1_moves : rmoves (s117_board 1 1) = [[T; F; E; T; E; T; T; F]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; T; T; F]) []) (s156_board 1 3) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; T; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 3 y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s117_dom 1 1 y1) (Hm : meas (s117_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s117_board 1 1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s117_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s117_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s117_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s117_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s117_c2_moves : rmoves (s117_board 1 2) = [[T; F; E; T; E; T; T; F; F]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; T; T; F; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; E; T; T; F; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; T; T; F; F]) []) (s157_board 1 3 2) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; T; T; F; F]) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 3 2 y1); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s117_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s117_dom 1 2 y1) (Hm : meas (s117_board 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s117_board 1 2)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s117_board 1 2)) in Hg. cbn [rights] in Hg. rewrite s117_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s117_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s117_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s117_c3_moves (a : nat) : rmoves (s117_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; T; E; T; T; F]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; T; T; F]) []) (s156_board (2 + a) 3) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; T; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) 3 y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c3_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s117_board (2 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s117_board (2 + a) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; T; T; T; F]) []) (s158_board (2 + a) 3 1) (0) _ (s158_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s117_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; T; T; F]) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s117_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s117_dom (2 + a) 1 y1) (Hm : meas (s117_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s117_board (2 + a) 1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s117_c3_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s117_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s117_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s117_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s117_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s117_c4_moves (a b : nat) : rmoves (s117_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: E :: T :: T :: repeat F (2 + b)].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: T :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: T :: T :: repeat F (2 + b)) []) (s157_board (2 + a) 3 (2 + b)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) 3 (2 + b) y1); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s117_c4_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s117_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s117_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: T :: T :: T :: repeat F (2 + b)) []) (s158_board (2 + a) 3 (2 + b)) (0) _ (s158_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s117_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: T :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s117_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s117_dom (2 + a) (2 + b) y1) (Hm : meas (s117_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s117_board (2 + a) (2 + b))).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s117_c4_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s117_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s117_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s117_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s117_c4_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s117_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C117 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s117_dom in Hdom.
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
      exact (s117_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      assert (b = 0) by zlia; subst b.
  exact (s117_c2 IH y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s117_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s117_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s118_c1_moves (a : nat) : rmoves (s118_board (2 + a)) = [repeat T (2 + a) ++ [F; F; E; E; T; T; F]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ [F; F; E; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) 2 2 1) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s159_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E; T; T; F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_leaf_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 2 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s159_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s118_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s118_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E; T; T; F]) []) (s138_board (1 + a) 1 2 1) (0) _ (s138_form y1)).
  - unfold strip, s118_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E; T; T; F]) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_star; zlia.
  - intros HT; apply (use138 IH (1 + a) 1 2 1 y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s118_dom (2 + a) z1 z2 y1) (Hm : meas (s118_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s118_board (2 + a))).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s118_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s118_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s118_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s118_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s118_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C118 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s118_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s118_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s119_c1_moves (a : nat) : rmoves (s119_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; T; E; T; F]].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; E; T; F]) []) (s160_board (1 + a)) (0) _ (s160_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; E; T; F]) []); [reflexivity | unfold s160_board; target_board_eq | strip_offset].
  - unfold s160_form; apply form_int; zlia.
  - intros HT; apply (use160 IH (1 + a) y1); [unfold s160_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s119_dom (2 + a) y1) (Hm : meas (s119_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s119_board (2 + a))).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s119_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s119_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s119_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s119_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s119_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C119 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s119_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s119_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s120_c1_moves (b : nat) : rmoves (s120_board 1 (2 + b)) = [T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]; T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (T :: F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []) (s161_board 1 (2 + b)) (0) _ (s161_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use161 IH 1 (2 + b) z1 z2 y1); [unfold s161_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (T :: E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s162_board (2 + b)) (0) _ (s162_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s162_board; target_board_eq | strip_offset].
  - unfold s162_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use162 IH (2 + b) z1 z2 y1); [unfold s162_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s120_board 1 (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s120_board 1 (2 + b))).
Proof.
  apply (answer_form_L _ (s139_board 1 1 (2 + b) 1) (0) _ (int (0 + (Z.of_nat y1))) (s139_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []); [unfold s120_board; strip_eq | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 1 (2 + b) 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hdom : s120_dom 1 (2 + b) z1 z2 y1) (Hm : meas (s120_board 1 (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s120_board 1 (2 + b))).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c1_f1_a1 IH b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s120_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c1_t1_a1 IH b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s120_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c1_t2_a1 IH b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s120_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s120_c2_moves (a b : nat) : rmoves (s120_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]; repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []) (s161_board (2 + a) (2 + b)) (0) _ (s161_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use161 IH (2 + a) (2 + b) z1 z2 y1); [unfold s161_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + b) ++ [F]) []) (s78_board (2 + a) (3 + b)) (0) _ (s78_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use78 IH (2 + a) (3 + b) z1 z2 y1); [unfold s78_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s120_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s120_board (2 + a) (2 + b))).
Proof.
  apply (answer_form_L _ (s139_board (2 + a) 1 (2 + b) 1) (0) _ (int (0 + (Z.of_nat y1))) (s139_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: F :: repeat T (2 + b) ++ [F]) []); [unfold s120_board; strip_eq | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) 1 (2 + b) 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s120_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s120_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s120_board (2 + a) (2 + b))).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c2_f1_a2 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s120_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s120_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c2_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s120_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c2_t2_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 1 _ _ (s120_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s120_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C120 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s120_dom in Hdom.
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
      exact (s120_c1 IH b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s120_c2 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s121_c1_moves (b : nat) : rmoves (s121_board 1 (2 + b)) = [T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s163_board 1 (2 + b)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s163_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_leaf_int; zlia.
  - intros HT; apply (use163 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s121_board 1 (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s121_board 1 (2 + b))).
Proof.
  apply (answer_form_L _ (s91_board 1 2 (2 + b) 1) (0) _ (int (0 + (Z.of_nat y1))) (s91_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []); [unfold s121_board; strip_eq | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 1 2 (2 + b) 1 y1); [unfold s91_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s121_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hdom : s121_dom 1 (2 + b) z1 z2 y1) (Hm : meas (s121_board 1 (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s121_board 1 (2 + b))).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c1_f1_a1 IH b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s121_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s121_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c1_t1_a1 IH b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s121_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s121_c2_moves (a b : nat) : rmoves (s121_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s163_board (2 + a) (2 + b)) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s163_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_leaf_int; zlia.
  - intros HT; apply (use163 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s121_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s121_board (2 + a) (2 + b))).
Proof.
  apply (answer_form_L _ (s91_board (2 + a) 2 (2 + b) 1) (0) _ (int (0 + (Z.of_nat y1))) (s91_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []); [unfold s121_board; strip_eq | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 2 (2 + b) 1 y1); [unfold s91_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s121_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s121_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s121_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s121_board (2 + a) (2 + b))).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c2_f1_a2 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s121_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s121_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c2_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s121_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s121_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C121 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s121_dom in Hdom.
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
      exact (s121_c1 IH b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s121_c2 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s122_c1_moves (a : nat) : rmoves (s122_board (2 + a)) = [repeat T (2 + a) ++ [F; F; E; T; E; T; F]; repeat T (2 + a) ++ [F; E; F; T; F; T; E]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; E; T; T; F]) []) (s159_board (2 + a) 2 2 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E; T; T; F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 2 1 y1); [unfold s159_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; F]) [(1, 1)]) (s73_board (1 + a) 0) (1) _ (s73_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (1 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s73_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s122_dom (2 + a) y1) (Hm : meas (s122_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s122_board (2 + a))).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s122_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s122_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s122_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s122_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s122_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C122 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s122_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s122_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s123_c1_moves (b : nat) : rmoves (s123_board 1 (2 + b)) = [T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b); T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []) (s142_board 1 2 1 (2 + b)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 (2 + b) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; F; E; T; F]) []) (s146_board 1 2 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 2 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s146_board 1 2 (2 + b)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 2 (2 + b) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s123_dom 1 (2 + b) y1) (Hm : meas (s123_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s123_board 1 (2 + b))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s123_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s123_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s123_c2_moves (a b : nat) : rmoves (s123_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []) (s142_board (2 + a) 2 1 (2 + b)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 1 (2 + b) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []) (s146_board (2 + a) 2 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s146_board (2 + a) 2 (2 + b)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 (2 + b) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s123_dom (2 + a) (2 + b) y1) (Hm : meas (s123_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s123_board (2 + a) (2 + b))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s123_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s123_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s123_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s123_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s123_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

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

Lemma s124_c1_moves (b c : nat) : rmoves (s124_board 1 (2 + b) (2 + c)) = [T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) []) (s96_board 1 (2 + b) 2) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) []) (s275_board (2 + b) (3 + c)) (-1) _ (s275_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) []); [reflexivity | unfold s275_board; target_board_eq | strip_offset].
  - unfold s275_form; apply form_int; zlia.
  - intros HT; apply (use275 IH (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s275_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s124_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s124_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board 1 (2 + b) (2 + c))).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s124_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s124_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s124_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s124_c1_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s124_c1_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s124_c2_moves (a b c : nat) : rmoves (s124_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s164_board (1 + a) (2 + b) (2 + c)) (0) _ (s164_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (1 + a) (2 + b) (2 + c) y1); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s124_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s124_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s124_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s124_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s124_c2_moves a b c) eq_refl Hm) Hd Hr). }

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
        exfalso; zlia.
      }
      {
        exact (s124_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s124_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s125_c1_moves (a b : nat) : rmoves (s125_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (2 + b); repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s148_board (4 + a) (2 + b)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (4 + a) (2 + b) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; E; F]) []) (s165_board (3 + a) 2 1 1) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; E; F]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (3 + a) 2 1 1 y1); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s166_board (5 + a) 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s166_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (5 + a) 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s166_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s125_dom (4 + a) (2 + b) y1) (Hm : meas (s125_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s125_board (4 + a) (2 + b))).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s125_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s125_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s125_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s125_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s125_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s125_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s125_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s125_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s125_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C125 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s125_dom in Hdom.
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
  exact (s125_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s126_c1_moves (a c d : nat) : rmoves (s126_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s126_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s126_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c2_moves (a b c d : nat) : rmoves (s126_board (2 + a) (2 + b) (3 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) (3 + c) (2 + d) y1) (Hm : meas (s126_board (2 + a) (2 + b) (3 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) (2 + b) (3 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) (3 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C126 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s126_dom in Hdom.
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
          exact (s126_c1 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s126_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s127_c1_moves (a b : nat) : rmoves (s127_board (3 + a) (3 + b)) = [repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (3 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ [E]) []) (s126_board (3 + a) 1 2 (3 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + b) ++ [E]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (3 + a) 1 2 (3 + b) y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s127_dom (3 + a) (3 + b) y1) (Hm : meas (s127_board (3 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board (3 + a) (3 + b))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board (3 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s127_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s127_c1_moves a b) eq_refl Hm) Hd Hr). }

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
      exfalso; zlia.
    }
    {
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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s127_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s128_c1_moves (a b : nat) : rmoves (s128_board (3 + a) (2 + b)) = [repeat T (3 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: T :: repeat F (2 + b)) []) (s167_board (2 + a) (2 + b)) (0) _ (s167_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s167_board; target_board_eq | strip_offset].
  - unfold s167_form; apply form_int; zlia.
  - intros HT; apply (use167 IH (2 + a) (2 + b) y1); [unfold s167_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s128_dom (3 + a) (2 + b) y1) (Hm : meas (s128_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s128_board (3 + a) (2 + b))).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s128_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s128_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s128_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s128_c1_moves a b) eq_refl Hm) Hd Hr). }

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
  exact (s128_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s129_c1_moves : rmoves (s129_board 1 1) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s129_dom 1 1 y1) (Hm : meas (s129_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 1 1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s129_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c2_moves (b : nat) : rmoves (s129_board 1 (2 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s129_dom 1 (2 + b) y1) (Hm : meas (s129_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 1 (2 + b))).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s129_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c3_moves (a : nat) : rmoves (s129_board (2 + a) 1) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s129_dom (2 + a) 1 y1) (Hm : meas (s129_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board (2 + a) 1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s129_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c4_moves (a b : nat) : rmoves (s129_board (2 + a) (2 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s129_dom (2 + a) (2 + b) y1) (Hm : meas (s129_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board (2 + a) (2 + b))).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s129_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C129 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s129_dom in Hdom.
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
      exact (s129_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s129_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s130_c1_moves : rmoves (s130_board 1 1) = [[T; F; T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E]) []) (s39_board 1) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH 1 y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s130_dom 1 1 y1) (Hm : meas (s130_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 1 1)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s130_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s130_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c2_moves (b : nat) : rmoves (s130_board 1 (2 + b)) = [T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []) (s87_board 1 (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s130_dom 1 (2 + b) y1) (Hm : meas (s130_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 1 (2 + b))).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s130_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s130_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c3_moves (a : nat) : rmoves (s130_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s130_dom (2 + a) 1 y1) (Hm : meas (s130_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board (2 + a) 1)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s130_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s130_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c4_moves (a b : nat) : rmoves (s130_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []) (s87_board (2 + a) (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s130_dom (2 + a) (2 + b) y1) (Hm : meas (s130_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board (2 + a) (2 + b))).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s130_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s130_c4_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s130_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s130_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s131_c1_moves (c : nat) : rmoves (s131_board 0 0 (2 + c)) = [T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: repeat F (2 + c)) []) (s57_board 0 1 (2 + c)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + c) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s131_dom 0 0 (2 + c) y1) (Hm : meas (s131_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 0 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s131_c1_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c2_moves : rmoves (s131_board 1 1 1) = [[T; F; T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 1 1 1 y1) (Hm : meas (s131_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 1 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s131_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c3_moves (c : nat) : rmoves (s131_board 1 1 (2 + c)) = [T :: F :: T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; F]) []) (s88_board 1 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board 1 1 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s131_dom 1 1 (2 + c) y1) (Hm : meas (s131_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 1 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c3_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c3_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c4_moves (b : nat) : rmoves (s131_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s131_dom 1 (2 + b) 1 y1) (Hm : meas (s131_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 (2 + b) 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s131_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s131_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c4_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s131_c4_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c5_moves (b c : nat) : rmoves (s131_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; F]) []) (s88_board 1 (2 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board 1 (2 + b) 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s131_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s131_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 (2 + b) (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c5_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c5_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c5_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c5_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c6_moves (a : nat) : rmoves (s131_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s131_dom (2 + a) 1 1 y1) (Hm : meas (s131_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 1 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s131_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c6_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s131_c6_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c6_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s131_c6_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c7_moves (a c : nat) : rmoves (s131_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []) (s88_board (2 + a) 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board (2 + a) 1 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s131_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s131_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 1 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c7_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s131_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c7_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s131_c7_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c8_moves (a b : nat) : rmoves (s131_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s131_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s131_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) (2 + b) 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s131_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s131_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c8_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s131_c8_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c9_moves (a b c : nat) : rmoves (s131_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]) []) (s88_board (2 + a) (2 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board (2 + a) (2 + b) 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s131_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s131_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c9_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c9_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C131 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s131_dom in Hdom.
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
        exact (s131_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        exact (s131_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c3 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s131_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c5 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s131_c6 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c7 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s131_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s132_c1_moves (b : nat) : rmoves (s132_board 1 (2 + b) 1) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board 1 (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board 1 (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s156_board 1 (3 + b)) (0) _ (s156_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s132_dom 1 (2 + b) 1 y1) (Hm : meas (s132_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board 1 (2 + b) 1)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s132_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c2_moves (b c : nat) : rmoves (s132_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board 1 (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board 1 (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s157_board 1 (3 + b) (2 + c)) (0) _ (s157_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s132_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s132_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s132_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board 1 (2 + b) (2 + c))).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c2_f1_a2 IH b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s132_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c3_moves (a b : nat) : rmoves (s132_board (2 + a) (2 + b) 1) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s132_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board (2 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s156_board (2 + a) (3 + b)) (0) _ (s156_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s132_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s132_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board (2 + a) (2 + b) 1)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s132_c3_f1_a3 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s132_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c4_moves (a b c : nat) : rmoves (s132_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s132_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s157_board (2 + a) (3 + b) (2 + c)) (0) _ (s157_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s132_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s132_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s132_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s132_c4_f1_a4 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s132_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
        exact (s132_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s132_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s132_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s132_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s133_c1_moves (a : nat) : rmoves (s133_board (2 + a) 0 0) = [repeat T (2 + a) ++ [E; F; T; E]].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]) (s9_board (2 + a) 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 y1); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s133_board (2 + a) 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s133_board (2 + a) 0 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) []) (s81_board (2 + a) 0 1) (0) _ (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s133_dom (2 + a) 0 0 y1) (Hm : meas (s133_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s133_board (2 + a) 0 0)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s133_board (2 + a) 0 0)) in Hg. cbn [rights] in Hg. rewrite s133_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s133_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s133_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s133_c2_moves (a b : nat) : rmoves (s133_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ [F]) []) (s158_board (2 + a) (3 + b) 1) (0) _ (s158_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (3 + b) 1 y1); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s133_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s133_board (2 + a) (2 + b) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + b) ++ [F]) []) (s168_board (2 + a) (2 + b) 1) (0) _ (s168_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s133_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s133_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s133_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s133_board (2 + a) (2 + b) 1)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s133_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s133_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s133_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s133_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s133_c3_moves (a b c : nat) : rmoves (s133_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s158_board (2 + a) (3 + b) (2 + c)) (0) _ (s158_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (3 + b) (2 + c) y1); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s133_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s133_board (2 + a) (2 + b) (2 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s168_board (2 + a) (2 + b) (2 + c)) (0) _ (s168_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH (2 + a) (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s133_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s133_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s133_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s133_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c3_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s133_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s133_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s133_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s133_c3_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s133_c1 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s133_c2 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s133_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s134_c1_moves (b : nat) : rmoves (s134_board 0 (4 + b) 0 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s134_dom 0 (4 + b) 0 0 y1) (Hm : meas (s134_board 0 (4 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 0 (4 + b) 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s134_board 0 (4 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c2_moves : rmoves (s134_board 1 0 0 0) = [[T; E; F; E]].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s134_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s134_dom 1 0 0 0 y1) (Hm : meas (s134_board 1 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 1 0 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s134_board 1 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s134_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s134_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s134_c3_moves : rmoves (s134_board 1 1 0 0) = [[T; E; F; T; E]].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; E]) [(1, 0)]) (s9_board 1 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s134_dom 1 1 0 0 y1) (Hm : meas (s134_board 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 1 1 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s134_board 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s134_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s134_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s134_c4_moves (b : nat) : rmoves (s134_board 1 (2 + b) 0 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c4_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s134_board 1 (2 + b) 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board 1 (2 + b) 0 0)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: E :: repeat T (3 + b) ++ [F]) []) (s91_board 0 0 (3 + b) 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s134_dom 1 (2 + b) 0 0 y1) (Hm : meas (s134_board 1 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 1 (2 + b) 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s134_c4_f1_a1 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board 1 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c5_moves (a b : nat) : rmoves (s134_board (3 + a) (2 + b) 0 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c5_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 0 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) []) (s91_board (3 + a) 0 (2 + b) 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (3 + a) 0 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 0 0 y1) (Hm : meas (s134_board (3 + a) (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c5_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c6_moves (a b : nat) : rmoves (s134_board (3 + a) (2 + b) 0 1) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c6_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 0 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 0 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F; F]) []) (s91_board (3 + a) 0 (2 + b) 2) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F; F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (3 + a) 0 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 0 1 y1) (Hm : meas (s134_board (3 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 0 1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c6_f1_a3 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s134_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c7_moves (a b d : nat) : rmoves (s134_board (3 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c7_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 0 (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ repeat F (3 + d)) []) (s91_board (3 + a) 0 (2 + b) (3 + d)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ repeat F (3 + d)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (3 + a) 0 (2 + b) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s134_board (3 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c7_f1_a4 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s134_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c8_moves (a b : nat) : rmoves (s134_board (3 + a) (2 + b) 1 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c8_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 1 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 1 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 0)]) (s91_board (3 + a) 0 (2 + b) 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 0)]); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (3 + a) 0 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 1 0 y1) (Hm : meas (s134_board (3 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 1 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c8_f1_a5 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s134_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c9_moves (a b : nat) : rmoves (s134_board (3 + a) (2 + b) 1 1) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c9_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 1 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F; T; F]) []) (s169_board (3 + a) (2 + b) 1 1) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F; T; F]) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; zlia | unfold lex3; lia].
Qed.
Lemma s134_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 1 1 y1) (Hm : meas (s134_board (3 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 1 1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c9_f1_a6 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s134_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c10_moves (a b d : nat) : rmoves (s134_board (3 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c10_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + d)) []) (s169_board (3 + a) (2 + b) 1 (2 + d)) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; zlia | unfold lex3; lia].
Qed.
Lemma s134_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s134_board (3 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c10_f1_a7 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s134_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c11_moves (a b c : nat) : rmoves (s134_board (3 + a) (2 + b) (2 + c) 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c11_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) (2 + c) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 0)]) (s91_board (3 + a) 0 (2 + b) 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 0)]); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (3 + a) 0 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s134_board (3 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c11_f1_a8 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s134_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c12_moves (a b c : nat) : rmoves (s134_board (3 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c12_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) []) (s169_board (3 + a) (2 + b) (2 + c) 1) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; zlia | unfold lex3; lia].
Qed.
Lemma s134_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s134_board (3 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c12_f1_a9 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s134_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c13_moves (a b c d : nat) : rmoves (s134_board (3 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c13_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; zlia | unfold lex3; lia].
Qed.
Lemma s134_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s134_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c13_f1_a10 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s134_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C134 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s134_dom in Hdom.
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
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s134_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s134_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s134_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s134_c4 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c6 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c7 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c8 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c9 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c10 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c11 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c12 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c13 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s135_c1_moves (b : nat) : rmoves (s135_board 1 (2 + b) 1 1) = [F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s135_board 1 (2 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s23_board 0 (3 + b)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + b) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s135_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s135_dom 1 (2 + b) 1 1 y1) (Hm : meas (s135_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board 1 (2 + b) 1 1)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s135_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s135_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s135_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s135_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s135_c2_moves (b d : nat) : rmoves (s135_board 1 (2 + b) 1 (2 + d)) = [F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d); E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s96_board 1 1 (2 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) y1); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (2 + b) 1 (2 + d)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 (2 + d) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s135_board 1 (3 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (3 + b) 1 (2 + d)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 (2 + d) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s135_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s135_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s135_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c2_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s135_c2_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c2_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s135_c2_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c2_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s135_c2_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c2_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s135_c2_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s135_c3_moves (a b : nat) : rmoves (s135_board (2 + a) (2 + b) 1 1) = [E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E]].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]) (s29_board 0 (2 + a) (3 + b)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + a) (3 + b) y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s135_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s135_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s135_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s135_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s135_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s135_c4_moves (a b d : nat) : rmoves (s135_board (2 + a) (2 + b) 1 (2 + d)) = [E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []) (s135_board (2 + a) (3 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (2 + a) (3 + b) 1 1 y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []) (s135_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (2 + a) (3 + b) 1 (2 + d) y1); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s135_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s135_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s135_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c4_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s135_c4_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c4_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s135_c4_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s135_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C135 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s135_dom in Hdom.
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
          exact (s135_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s135_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s135_c3 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s135_c4 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s136_c1_moves : rmoves (s136_board) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s136_dom y1) (Hm : meas (s136_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s136_board)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s136_board)) in Hg. cbn [rights] in Hg. rewrite s136_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s136_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C136 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s136_dom in Hdom.
  exact (s136_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s137_c1_moves : rmoves (s137_board 1) = [[T; F; F; T; F; E; E]].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F]) [(1, 1)]) (s88_board 1 2 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s137_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s137_dom 1 y1) (Hm : meas (s137_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s137_board 1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1)) in Hg. cbn [rights] in Hg. rewrite s137_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s137_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s137_c2_moves (a : nat) : rmoves (s137_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; F; E; E]].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F]) [(1, 1)]) (s88_board (2 + a) 2 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s137_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s137_dom (2 + a) y1) (Hm : meas (s137_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s137_board (2 + a))).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s137_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s137_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s137_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C137 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s137_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s137_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s137_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s138_c1_moves (c : nat) : rmoves (s138_board 1 1 (2 + c) 1) = [T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s170_board 1 1 (2 + c) 1) (0) _ (int (Z.of_nat y1)) (s170_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 (2 + c) 1 y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s138_board 1 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s138_board 1 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]) []) (s171_board (2 + c)) (0) _ (s171_form y1)).
  - unfold strip, s138_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (2 + c) y1); [unfold s171_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s138_dom 1 1 (2 + c) 1 y1) (Hm : meas (s138_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s138_board 1 1 (2 + c) 1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c1_f1_a1 IH c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s138_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s138_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s138_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s138_c2_moves (c d : nat) : rmoves (s138_board 1 1 (2 + c) (2 + d)) = [T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s170_board 1 1 (2 + c) (2 + d)) (0) _ (int (Z.of_nat y1)) (s170_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 (2 + c) (2 + d) y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s138_board 1 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s138_board 1 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s265_board (2 + c) (2 + d)) (0) _ (s265_form y1)).
  - unfold strip, s138_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (2 + c) (2 + d) y1); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s138_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s138_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s138_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c2_f1_a2 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s138_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s138_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s138_c2_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s138_c3_moves (a c : nat) : rmoves (s138_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + c) ++ [F]) []) (s102_board (2 + a) (3 + c) 1) (0) _ (s102_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s102_board; target_board_eq | strip_offset].
  - unfold s102_form; apply form_star; zlia.
  - intros HT; apply (use102 IH (2 + a) (3 + c) 1 y1); [unfold s102_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s138_board (2 + a) 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s138_board (2 + a) 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ [F]) []) (s116_board (2 + a) (3 + c) 1) (0) _ (s116_form y1)).
  - unfold strip, s138_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (3 + c) 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s138_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s138_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s138_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c3_f1_a3 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s138_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s138_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s138_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s138_c4_moves (a c d : nat) : rmoves (s138_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (nstar (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s102_board (2 + a) (3 + c) (2 + d)) (0) _ (s102_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s102_board; target_board_eq | strip_offset].
  - unfold s102_form; apply form_star; zlia.
  - intros HT; apply (use102 IH (2 + a) (3 + c) (2 + d) y1); [unfold s102_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s138_board (2 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s138_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s116_board (2 + a) (3 + c) (2 + d)) (0) _ (s116_form y1)).
  - unfold strip, s138_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (3 + c) (2 + d) y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s138_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s138_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (nstar (int (Z.of_nat y1))) (tf_game (s138_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. cbn [nstar lefts In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c4_f1_a4 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s138_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s138_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s138_c4_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s138_c4_moves a c d) eq_refl Hm) Hd Hr). }

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
          exact (s138_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s138_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s138_c3 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s138_c4 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s139_c1_moves (c : nat) : rmoves (s139_board 1 1 (2 + c) 1) = [T :: F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F]; T :: E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []) (s172_board 1 (2 + c) 1) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH 1 (2 + c) 1 y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]) []) (s171_board (2 + c)) (0) _ (s171_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (2 + c) y1); [unfold s171_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s139_dom 1 1 (2 + c) 1 y1) (Hm : meas (s139_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board 1 1 (2 + c) 1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s139_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s139_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c1_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s139_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c2_moves (c d : nat) : rmoves (s139_board 1 1 (2 + c) (2 + d)) = [T :: F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d); T :: E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s172_board 1 (2 + c) (2 + d)) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH 1 (2 + c) (2 + d) y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s265_board (2 + c) (2 + d)) (0) _ (s265_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (2 + c) (2 + d) y1); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s139_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s139_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s139_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s139_c2_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c2_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s139_c2_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c3_moves (b c : nat) : rmoves (s139_board 1 (2 + b) (2 + c) 1) = [T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F]; T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) []) (s266_board (1 + b) (2 + c) 1) (0) _ (s266_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s266_board; target_board_eq | strip_offset].
  - unfold s266_form; apply form_int; zlia.
  - intros HT; apply (use266 IH (1 + b) (2 + c) 1 y1); [unfold s266_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []) (s139_board 1 (1 + b) (3 + c) 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) (3 + c) 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s139_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s139_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s139_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s139_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s139_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c4_moves (b c d : nat) : rmoves (s139_board 1 (2 + b) (2 + c) (2 + d)) = [T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d); T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s266_board (1 + b) (2 + c) (2 + d)) (0) _ (s266_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s266_board; target_board_eq | strip_offset].
  - unfold s266_form; apply form_int; zlia.
  - intros HT; apply (use266 IH (1 + b) (2 + c) (2 + d) y1); [unfold s266_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s139_board 1 (1 + b) (3 + c) (2 + d)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) (3 + c) (2 + d) y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s139_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s139_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s139_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c4_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s139_c4_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c4_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s139_c4_moves b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c5_moves (a c : nat) : rmoves (s139_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F]; repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []) (s172_board (2 + a) (2 + c) 1) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH (2 + a) (2 + c) 1 y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ [F]) []) (s116_board (2 + a) (3 + c) 1) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (3 + c) 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s139_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s139_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s139_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s139_c5_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c5_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s139_c5_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c6_moves (a c d : nat) : rmoves (s139_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s172_board (2 + a) (2 + c) (2 + d)) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH (2 + a) (2 + c) (2 + d) y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s116_board (2 + a) (3 + c) (2 + d)) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (3 + c) (2 + d) y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s139_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s139_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s139_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c6_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s139_c6_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c6_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s139_c6_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c7_moves (a b c : nat) : rmoves (s139_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F]; repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) []) (s139_board (1 + a) (3 + b) (2 + c) 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) (3 + b) (2 + c) 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []) (s139_board (2 + a) (1 + b) (3 + c) 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) (3 + c) 1 y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s139_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s139_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s139_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c7_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s139_c7_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c7_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s139_c7_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c8_moves (a b c d : nat) : rmoves (s139_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d); repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s139_board (1 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s139_board (2 + a) (1 + b) (3 + c) (2 + d)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) (3 + c) (2 + d) y1); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s139_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s139_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s139_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c8_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s139_c8_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c8_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s139_c8_moves a b c d) eq_refl Hm) Hd Hr). }

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
          exact (s139_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s139_c3 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s139_c5 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c6 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s139_c7 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c8 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s140_c1_moves : rmoves (s140_board) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s140_dom y1) (Hm : meas (s140_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s140_board)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s140_board)) in Hg. cbn [rights] in Hg. rewrite s140_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s140_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C140 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s140_dom in Hdom.
  exact (s140_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s141_c1_moves (a : nat) : rmoves (s141_board (2 + a)) = [].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s141_dom (2 + a) y1) (Hm : meas (s141_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s141_board (2 + a))).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s141_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s141_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C141 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s141_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s141_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s142_c1_moves (b : nat) : rmoves (s142_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]) (s87_board 1 (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s142_dom 1 (2 + b) 1 1 y1) (Hm : meas (s142_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 (2 + b) 1 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s142_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s142_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s142_c2_moves (b d : nat) : rmoves (s142_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s173_board 1 (2 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s173_board 1 (2 + b) 1 1 (2 + d)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 (2 + d) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s142_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s142_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c2_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c2_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c2_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c2_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s142_c3_moves (c : nat) : rmoves (s142_board 1 2 (2 + c) 1) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s142_dom 1 2 (2 + c) 1 y1) (Hm : meas (s142_board 1 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 2 (2 + c) 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s142_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c4_moves (c d : nat) : rmoves (s142_board 1 2 (2 + c) (2 + d)) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s142_dom 1 2 (2 + c) (2 + d) y1) (Hm : meas (s142_board 1 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 2 (2 + c) (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c5_moves (a b : nat) : rmoves (s142_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]) (s87_board (2 + a) (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s142_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s142_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s142_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s142_c6_moves (a b d : nat) : rmoves (s142_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s173_board (2 + a) (2 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s173_board (2 + a) (2 + b) 1 1 (2 + d)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 (2 + d) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s142_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c6_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c6_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c6_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c6_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s142_c7_moves (a c : nat) : rmoves (s142_board (2 + a) 2 (2 + c) 1) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s142_dom (2 + a) 2 (2 + c) 1 y1) (Hm : meas (s142_board (2 + a) 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) 2 (2 + c) 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s142_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c8_moves (a c d : nat) : rmoves (s142_board (2 + a) 2 (2 + c) (2 + d)) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s142_dom (2 + a) 2 (2 + c) (2 + d) y1) (Hm : meas (s142_board (2 + a) 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) 2 (2 + c) (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C142 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s142_dom in Hdom.
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
          exact (s142_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s142_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s142_c4 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s142_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c6 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s142_c7 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s142_c8 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s143_c1_moves (a : nat) : rmoves (s143_board (3 + a) 1) = [repeat T (3 + a) ++ [F; F; T; F; E; T; E; F]; repeat T (3 + a) ++ [F; F; T; E; F; T; F; E]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; F; T; F; E; E; T; F]) []) (s174_board (3 + a)) (0) _ (s174_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s174_board; target_board_eq | strip_offset].
  - unfold s174_form; apply form_int; zlia.
  - intros HT; apply (use174 IH (3 + a) y1); [unfold s174_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; F; E; T; F; T; F; E]) []) (s175_board (3 + a) 2 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (3 + a) 2 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s143_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s143_dom (3 + a) 1 y1) (Hm : meas (s143_board (3 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s143_board (3 + a) 1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s143_board (3 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s143_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s143_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s143_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s143_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C143 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s143_dom in Hdom.
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
  exact (s143_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s144_c1_moves (a b : nat) : rmoves (s144_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b); repeat T (4 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) []) (s176_board (4 + a) (2 + b)) (0) _ (s176_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s176_board; target_board_eq | strip_offset].
  - unfold s176_form; apply form_int; zlia.
  - intros HT; apply (use176 IH (4 + a) (2 + b) y1); [unfold s176_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; T; E; F; F; E; T; F]) []) (s177_board (4 + a) 2 1) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; T; E; F; F; E; T; F]) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (4 + a) 2 1 y1); [unfold s177_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s178_board (5 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s178_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s178_board; target_board_eq | strip_offset].
  - unfold s178_form; apply form_int; zlia.
  - intros HT; apply (use178 IH (5 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s178_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s144_dom (4 + a) (2 + b) y1) (Hm : meas (s144_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s144_board (4 + a) (2 + b))).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s144_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s144_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s144_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s144_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s144_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s144_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s144_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s144_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s144_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C144 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s144_dom in Hdom.
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
  exact (s144_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s145_c1_moves : rmoves (s145_board 1) = [[T; F; F; T; E; F; E; T; F]].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s173_board 1 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s145_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s145_dom 1 y1) (Hm : meas (s145_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s145_board 1)).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s145_board 1)) in Hg. cbn [rights] in Hg. rewrite s145_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s145_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s145_c2_moves (a : nat) : rmoves (s145_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s173_board (2 + a) 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s145_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s145_dom (2 + a) y1) (Hm : meas (s145_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s145_board (2 + a))).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s145_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s145_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s145_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s145_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C145 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s145_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s145_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s145_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s146_c1_moves (b : nat) : rmoves (s146_board 1 (2 + b) 1) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; T :: F :: E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s173_board 1 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s173_board 1 2 (2 + b) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + b) 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b)) [(1, 1)]) (s29_board 0 2 (3 + b)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + b) y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s146_dom 1 (2 + b) 1 y1) (Hm : meas (s146_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board 1 (2 + b) 1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s146_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s146_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s146_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s146_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s146_c2_moves (b c : nat) : rmoves (s146_board 1 (2 + b) (2 + c)) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); T :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s173_board 1 2 1 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 (2 + c) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s173_board 1 2 (2 + b) 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + b) 1 (2 + c) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s146_board 1 (3 + b) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (3 + b) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s146_board 1 (3 + b) (2 + c)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (3 + b) (2 + c) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s146_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s146_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board 1 (2 + b) (2 + c))).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s146_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s146_c3_moves (a b : nat) : rmoves (s146_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s173_board (2 + a) 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s173_board (2 + a) 2 (2 + b) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + b) 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s52_board (2 + a) (3 + b)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (3 + b) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s146_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s146_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board (2 + a) (2 + b) 1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s146_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s146_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s146_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s146_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s146_c4_moves (a b c : nat) : rmoves (s146_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s173_board (2 + a) 2 1 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 (2 + c) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s173_board (2 + a) 2 (2 + b) 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + b) 1 (2 + c) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s146_board (2 + a) (3 + b) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + b) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s146_board (2 + a) (3 + b) (2 + c)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + b) (2 + c) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s146_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s146_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s146_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

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
        exact (s146_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s146_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s146_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s146_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s147_c1_moves (a b : nat) : rmoves (s147_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s179_board (4 + a) 2 1 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 1 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s147_dom (4 + a) (2 + b) y1) (Hm : meas (s147_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board (4 + a) (2 + b))).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s147_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s147_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s147_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s147_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C147 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s147_dom in Hdom.
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
  exact (s147_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s148_c1_moves (a : nat) : rmoves (s148_board (4 + a) 1) = [repeat T (4 + a) ++ [F; F; T; E; F; E; T; F]; repeat T (4 + a) ++ [F; E; T; F; F; F; T; E]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; E; T; F; E; T; F]) []) (s179_board (4 + a) 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; E; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; E; T; F; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (4 + a) 1 1 3 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; F; F; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) 1 1 3 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s148_dom (4 + a) 1 y1) (Hm : meas (s148_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board (4 + a) 1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board (4 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s148_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s148_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s148_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s148_c2_moves (a b : nat) : rmoves (s148_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b); repeat T (4 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s179_board (4 + a) 2 1 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 1 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; E; T; F; F; F; E; T; F]) []) (s179_board (4 + a) 1 3 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; F; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 1 3 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []) (s179_board (4 + a) 1 3 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 1 3 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s148_dom (4 + a) (2 + b) y1) (Hm : meas (s148_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board (4 + a) (2 + b))).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s148_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s148_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c2_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s148_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c2_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s148_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

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
  exact (s148_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s148_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s149_c1_moves : rmoves (s149_board 1) = [].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s149_dom 1 y1) (Hm : meas (s149_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s149_board 1)).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s149_board 1)) in Hg. cbn [rights] in Hg. rewrite s149_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s149_c2_moves (a : nat) : rmoves (s149_board (2 + a)) = [].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s149_dom (2 + a) y1) (Hm : meas (s149_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s149_board (2 + a))).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s149_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s149_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s149_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C149 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s149_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s149_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s149_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s150_c1_moves (a : nat) : rmoves (s150_board (3 + a)) = [repeat T (3 + a) ++ [F; E; T; T; F; T; F; F; F; E]].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; T; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; T; T; F; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s181_board (3 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s181_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; T; F; T; F; F; F; E]) []); [strip_eq | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (3 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s150_dom (3 + a) y1) (Hm : meas (s150_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s150_board (3 + a))).
Proof.
  unfold s150_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s150_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s150_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s150_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s150_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s150_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C150 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s150_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s150_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s151_c1_moves : rmoves (s151_board 0 1) = [[F; T; E; T; F; T; F; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; T; F; E; F]) [(1, 0)]) (s57_board 1 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 1 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s151_dom 0 1 y1) (Hm : meas (s151_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 0 1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s151_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s151_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c2_moves (b : nat) : rmoves (s151_board 0 (2 + b)) = [F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []) (s267_board (2 + b)) (0) _ (s267_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s267_board; target_board_eq | strip_offset].
  - unfold s267_form; apply form_int; zlia.
  - intros HT; apply (use267 IH (2 + b) y1); [unfold s267_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s151_dom 0 (2 + b) y1) (Hm : meas (s151_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 0 (2 + b))).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s151_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s151_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c3_moves : rmoves (s151_board 1 1) = [[T; F; T; E; T; F; T; F; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; T; F; E; F]) [(1, 0)]) (s268_board) (0) _ (s268_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s268_board; target_board_eq | strip_offset].
  - unfold s268_form; apply form_int; zlia.
  - intros HT; apply (use268 IH y1); [unfold s268_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s151_dom 1 1 y1) (Hm : meas (s151_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 1 1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s151_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s151_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c4_moves (b : nat) : rmoves (s151_board 1 (2 + b)) = [T :: F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []) (s181_board 1 (2 + b)) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH 1 (2 + b) y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s151_dom 1 (2 + b) y1) (Hm : meas (s151_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 1 (2 + b))).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s151_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s151_c4_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c5_moves (a : nat) : rmoves (s151_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 0)]) (s269_board (2 + a)) (0) _ (s269_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH (2 + a) y1); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s151_dom (2 + a) 1 y1) (Hm : meas (s151_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board (2 + a) 1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s151_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s151_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c6_moves (a b : nat) : rmoves (s151_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []) (s181_board (2 + a) (2 + b)) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) (2 + b) y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s151_dom (2 + a) (2 + b) y1) (Hm : meas (s151_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board (2 + a) (2 + b))).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s151_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s151_c6_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C151 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s151_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s151_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s151_c3 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c4 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s151_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c6 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s152_c1_moves (a b : nat) : rmoves (s152_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s182_board (4 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; T; F; T; F; F; F; E; F]) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (4 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s182_board (5 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (5 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s152_dom (4 + a) (2 + b) y1) (Hm : meas (s152_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s152_board (4 + a) (2 + b))).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s152_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s152_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s152_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s152_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s152_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s152_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s152_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C152 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s152_dom in Hdom.
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
  exact (s152_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s153_c1_moves (a b : nat) : rmoves (s153_board (4 + a) (3 + b) 1) = [repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]; repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []) (s182_board (4 + a) (3 + b) 1) (0) _ (s182_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []); [reflexivity | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (4 + a) (3 + b) 1 y1); [unfold s182_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s151_board (4 + a) (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s151_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [strip_eq | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (4 + a) (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s153_dom (4 + a) (3 + b) 1 y1) (Hm : meas (s153_board (4 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board (4 + a) (3 + b) 1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board (4 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s153_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s153_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s153_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s153_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s153_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s153_c2_moves (a b c : nat) : rmoves (s153_board (4 + a) (3 + b) (2 + c)) = [repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c); repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []) (s182_board (4 + a) (3 + b) (2 + c)) (0) _ (s182_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (4 + a) (3 + b) (2 + c) y1); [unfold s182_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s153_board (4 + a) (4 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (4 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s153_board (4 + a) (4 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (4 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s153_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s153_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board (4 + a) (3 + b) (2 + c))).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s153_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s153_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s153_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s153_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s153_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s153_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C153 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s153_dom in Hdom.
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
  exact (s153_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s153_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s154_c1_moves (a b : nat) : rmoves (s154_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board (2 + a) 1 2 (2 + b)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (2 + a) 1 2 (2 + b) y1); [unfold s183_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s154_dom (2 + a) (2 + b) y1) (Hm : meas (s154_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s154_board (2 + a) (2 + b))).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s154_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s154_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s154_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s154_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s154_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C154 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s154_dom in Hdom.
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
      exact (s154_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s155_c1_moves (a b : nat) : rmoves (s155_board (3 + a) (2 + b) 1) = [repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]; repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s184_board (3 + a) 1 2 (2 + b) 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (3 + a) 1 2 (2 + b) 1 1 y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s155_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s127_board (3 + a) (3 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH (3 + a) (3 + b) y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s155_dom (3 + a) (2 + b) 1 y1) (Hm : meas (s155_board (3 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board (3 + a) (2 + b) 1)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board (3 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s155_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s155_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s155_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s155_c2_moves (a b c : nat) : rmoves (s155_board (3 + a) (2 + b) (2 + c)) = [repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s184_board (3 + a) 1 2 (2 + b) 1 (2 + c)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (3 + a) 1 2 (2 + b) 1 (2 + c) y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s155_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s155_board (3 + a) (3 + b) 1) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (3 + a) (3 + b) 1 y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s155_board (4 + a) (3 + b) (2 + c)) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (4 + a) (3 + b) (2 + c) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s155_dom (3 + a) (2 + b) (2 + c) y1) (Hm : meas (s155_board (3 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board (3 + a) (2 + b) (2 + c))).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board (3 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s155_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s155_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s155_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s155_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s156_c1_moves (b : nat) : rmoves (s156_board 1 (3 + b)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s156_dom 1 (3 + b) y1) (Hm : meas (s156_board 1 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s156_board 1 (3 + b))).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 (3 + b))) in Hg. cbn [rights] in Hg. rewrite s156_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s156_c2_moves (a b : nat) : rmoves (s156_board (2 + a) (3 + b)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s156_board (2 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s156_board (2 + a) (3 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ [F]) []) (s185_board (1 + a) (3 + b) 1) (0) _ (s185_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s156_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s185_dom; zlia | unfold lex3; lia].
Qed.
Lemma s156_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s156_dom (2 + a) (3 + b) y1) (Hm : meas (s156_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s156_board (2 + a) (3 + b))).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s156_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s156_board (2 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s156_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s156_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C156 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s156_dom in Hdom.
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
  exact (s156_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s156_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s157_c1_moves : rmoves (s157_board 1 0 0) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s157_dom 1 0 0 y1) (Hm : meas (s157_board 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s157_board 1 0 0)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s157_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s157_c2_moves (b c : nat) : rmoves (s157_board 1 (3 + b) (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s157_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s157_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s157_board 1 (3 + b) (2 + c))).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s157_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s157_c3_moves (a : nat) : rmoves (s157_board (2 + a) 0 0) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c3_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s157_board (2 + a) 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s157_board (2 + a) 0 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]) (s9_board (2 + a) 0) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip, s157_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c3_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s157_board (2 + a) 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s157_board (2 + a) 0 0)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]) (s88_board (1 + a) 0 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip, s157_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (1 + a) 0 0 1 0 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s88_dom; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s157_dom (2 + a) 0 0 y1) (Hm : meas (s157_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s157_board (2 + a) 0 0)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 >= 2) \/ (Z.of_nat y1 = 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s157_c3_f1_a1 IH a y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s157_c3_f1_a2 IH a y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s157_board (2 + a) 0 0)) in Hg. cbn [rights] in Hg. rewrite s157_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s157_c4_moves (a b c : nat) : rmoves (s157_board (2 + a) (3 + b) (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c4_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s157_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s157_board (2 + a) (3 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s185_board (1 + a) (3 + b) (2 + c)) (0) _ (s185_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s157_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s185_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s157_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s157_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s157_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s157_c4_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s157_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s157_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s157_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C157 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s157_dom in Hdom.
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
        exact (s157_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
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
  exact (s157_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s157_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
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
  exact (s157_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s158_c1_moves (b : nat) : rmoves (s158_board 1 (3 + b) 1) = [T :: F :: E :: E :: repeat T (3 + b) ++ [F]].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (3 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: E :: repeat T (3 + b) ++ [F]) []) (s91_board 0 0 (3 + b) 1) (-1) _ (s91_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (3 + b) 1 (1 + y1)); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s158_dom 1 (3 + b) 1 y1) (Hm : meas (s158_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board 1 (3 + b) 1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s158_board 1 (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s158_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s158_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s158_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_c2_moves (a b : nat) : rmoves (s158_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ [F]) []) (s185_board (1 + a) (3 + b) 1) (0) _ (s185_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (3 + b) 1 y1); [unfold s185_dom; zlia | unfold lex3; lia].
Qed.
Lemma s158_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s158_board (2 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s158_board (2 + a) (3 + b) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s91_board (2 + a) 1 (3 + b) 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s158_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s158_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board (2 + a) (3 + b) 1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s158_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s158_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s158_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s158_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_c3_moves (a b c : nat) : rmoves (s158_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s185_board (1 + a) (3 + b) (2 + c)) (0) _ (s185_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (3 + b) (2 + c) y1); [unfold s185_dom; zlia | unfold lex3; lia].
Qed.
Lemma s158_c3_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s158_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s158_board (2 + a) (3 + b) (2 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s91_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s158_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s158_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s158_c3_f1_a2 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s158_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s158_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s158_c3_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C158 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s158_dom in Hdom.
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
  exact (s158_c1 IH b y1 Hdom Hm Hd Hr).
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
  exact (s158_c2 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s158_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s159_c1_moves (c d : nat) : rmoves (s159_board 1 0 (2 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board 1 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s159_board 1 0 (2 + c) (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s91_board 0 0 (3 + c) (2 + d)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s159_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s159_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s159_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c1_f1_a1 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c2_moves (b : nat) : rmoves (s159_board 1 (2 + b) 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s159_dom 1 (2 + b) 0 0 y1) (Hm : meas (s159_board 1 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 (2 + b) 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c3_moves (c : nat) : rmoves (s159_board 1 2 (2 + c) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s159_dom 1 2 (2 + c) 1 y1) (Hm : meas (s159_board 1 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 2 (2 + c) 1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s159_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c4_moves (a c d : nat) : rmoves (s159_board (4 + a) 0 (3 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c4_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s159_board (4 + a) 0 (3 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s159_board (4 + a) 0 (3 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s91_board (4 + a) 0 (3 + c) (2 + d)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (4 + a) 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s159_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s159_dom (4 + a) 0 (3 + c) (2 + d) y1) (Hm : meas (s159_board (4 + a) 0 (3 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (4 + a) 0 (3 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s159_c4_f1_a2 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s159_board (4 + a) 0 (3 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c5_moves (a b : nat) : rmoves (s159_board (2 + a) (2 + b) 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s159_dom (2 + a) (2 + b) 0 0 y1) (Hm : meas (s159_board (2 + a) (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) (2 + b) 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c6_moves (a b c : nat) : rmoves (s159_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s159_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s159_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s159_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c7_moves (a b d : nat) : rmoves (s159_board (4 + a) (5 + b) 2 (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s159_dom (4 + a) (5 + b) 2 (2 + d) y1) (Hm : meas (s159_board (4 + a) (5 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (4 + a) (5 + b) 2 (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (4 + a) (5 + b) 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C159 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s159_dom in Hdom.
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
          exact (s159_c1 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c2 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
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
  exact (s159_c3 IH c y1 Hdom Hm Hd Hr).
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s159_c4 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s159_c6 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 3 (destruct b as [|b]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s159_c7 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s160_c1_moves : rmoves (s160_board 1) = [[T; F; E; T; F; T; E; T; F]; [T; E; F; T; F; T; F; T; E]].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; T; F]) []) (s170_board 1 1 2 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 2 1 y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; T; F]) [(1, 1)]) (s151_board 0 1) (1) _ (s151_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s160_dom 1 y1) (Hm : meas (s160_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s160_board 1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s160_board 1)) in Hg. cbn [rights] in Hg. rewrite s160_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s160_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s160_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s160_c2_moves (a : nat) : rmoves (s160_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; T; E; T; F]; repeat T (2 + a) ++ [E; F; T; F; T; F; T; E]].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []) (s170_board (2 + a) 1 2 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 2 1 y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F]) [(1, 1)]) (s151_board (1 + a) 1) (1) _ (s151_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (1 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s160_dom (2 + a) y1) (Hm : meas (s160_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s160_board (2 + a))).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s160_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s160_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s160_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s160_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s160_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C160 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s160_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s160_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s160_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s161_c1_moves (b : nat) : rmoves (s161_board 1 (2 + b)) = [T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s186_board (2 + b)) (-1) _ (s186_form z1 z2 (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s186_board; target_board_eq | strip_offset].
  - unfold s186_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use186 IH (2 + b) z1 z2 (1 + y1)); [unfold s186_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s161_board 1 (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s161_board 1 (2 + b))).
Proof.
  apply (answer_form_L _ (s172_board 1 (2 + b) 1) (0) _ (int (0 + (Z.of_nat y1))) (s172_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []); [unfold s161_board; strip_eq | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH 1 (2 + b) 1 y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b z1 z2 y1 : nat)
  (Hdom : s161_dom 1 (2 + b) z1 z2 y1) (Hm : meas (s161_board 1 (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s161_board 1 (2 + b))).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s161_c1_f1_a1 IH b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s161_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s161_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s161_c1_t1_a1 IH b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s161_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s161_c2_moves (a b : nat) : rmoves (s161_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + b) ++ [F]) []) (s187_board (2 + a) (3 + b)) (0) _ (s187_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s187_board; target_board_eq | strip_offset].
  - unfold s187_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use187 IH (2 + a) (3 + b) z1 z2 y1); [unfold s187_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s161_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s161_board (2 + a) (2 + b))).
Proof.
  apply (answer_form_L _ (s172_board (2 + a) (2 + b) 1) (0) _ (int (0 + (Z.of_nat y1))) (s172_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + b) ++ [F]) []); [unfold s161_board; strip_eq | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH (2 + a) (2 + b) 1 y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s161_dom (2 + a) (2 + b) z1 z2 y1) (Hm : meas (s161_board (2 + a) (2 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s161_board (2 + a) (2 + b))).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s161_c2_f1_a2 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s161_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s161_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat z1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s161_c2_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s161_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s161_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C161 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s161_dom in Hdom.
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
      exact (s161_c1 IH b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s161_c2 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s162_c1_moves (a : nat) : rmoves (s162_board (2 + a)) = [F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F]].
Proof. unfold s162_board. tf_options. Qed.
Lemma s162_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []) (s188_board (3 + a)) (0) _ (s188_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []); [reflexivity | unfold s188_board; target_board_eq | strip_offset].
  - unfold s188_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use188 IH (3 + a) z1 z2 y1); [unfold s188_dom; zlia | unfold lex3; lia].
Qed.
Lemma s162_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s162_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s162_board (2 + a))).
Proof.
  apply (answer_form_L _ (s171_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s171_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + a) ++ [F]) []); [unfold s162_board; strip_eq | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (2 + a) y1); [unfold s171_dom; zlia | unfold lex3; lia].
Qed.
Lemma s162_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s162_dom (2 + a) z1 z2 y1) (Hm : meas (s162_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s162_board (2 + a))).
Proof.
  unfold s162_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s162_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s162_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s162_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s162_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s162_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s162_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C162 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s162_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s162_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s163_c1_moves (b : nat) : rmoves (s163_board 1 (2 + b)) = [T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s189_board 1 (2 + b)) (0) _ (s189_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s189_board; target_board_eq | strip_offset].
  - unfold s189_form; apply form_int; zlia.
  - intros HT; apply (use189 IH 1 (2 + b) y1); [unfold s189_dom; zlia | unfold lex3; lia].
Qed.
Lemma s163_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s163_dom 1 (2 + b) y1) (Hm : meas (s163_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s163_board 1 (2 + b))).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s163_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s163_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s163_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s163_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s163_c2_moves (a b : nat) : rmoves (s163_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s189_board (2 + a) (2 + b)) (0) _ (s189_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s189_board; target_board_eq | strip_offset].
  - unfold s189_form; apply form_int; zlia.
  - intros HT; apply (use189 IH (2 + a) (2 + b) y1); [unfold s189_dom; zlia | unfold lex3; lia].
Qed.
Lemma s163_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s163_dom (2 + a) (2 + b) y1) (Hm : meas (s163_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s163_board (2 + a) (2 + b))).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s163_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s163_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s163_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s163_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s163_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C163 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s163_dom in Hdom.
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
      exact (s163_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s163_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s164_c1_moves (b c : nat) : rmoves (s164_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s124_board 1 (3 + b) (2 + c)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (3 + b) (2 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s164_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s164_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board 1 (2 + b) (2 + c))).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s164_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s164_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s164_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s164_c2_moves (a b c : nat) : rmoves (s164_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s124_board (2 + a) (3 + b) (2 + c)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (3 + b) (2 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s164_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s164_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s164_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s164_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s164_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s164_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C164 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s164_dom in Hdom.
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
        exact (s164_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s164_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s165_c1_moves (a : nat) : rmoves (s165_board (3 + a) 2 1 1) = [repeat T (3 + a) ++ [F; T; E; T; F; F; T; F; E; F]; repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; T; E; T; F; F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; T; E; T; F; F; T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; T; T; F; F; T; F; E; F]) []) (s190_board (3 + a) 2 1 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; T; F; F; T; F; E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 1 1 y1); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s191_board (3 + a) 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s191_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; F; E]) []); [strip_eq | unfold s191_board; target_board_eq | strip_offset].
  - unfold s191_form; apply form_int; zlia.
  - intros HT; apply (use191 IH (3 + a) 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s191_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s165_dom (3 + a) 2 1 1 y1) (Hm : meas (s165_board (3 + a) 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (3 + a) 2 1 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (3 + a) 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s165_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s165_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s165_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c2_moves (a d : nat) : rmoves (s165_board (3 + a) 2 1 (2 + d)) = [repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: F :: E :: repeat F (2 + d); repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: F :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: E :: repeat F (2 + d)) []) (s190_board (3 + a) 2 1 (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 1 (2 + d) y1); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s165_board (3 + a) 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; F; E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (3 + a) 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s165_board (3 + a) 2 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (3 + a) 2 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s165_dom (3 + a) 2 1 (2 + d) y1) (Hm : meas (s165_board (3 + a) 2 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (3 + a) 2 1 (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (3 + a) 2 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s165_c2_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s165_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s165_c2_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s165_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s165_c2_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s165_c2_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c3_moves (a c : nat) : rmoves (s165_board (3 + a) 2 (2 + c) 1) = [repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ [E; F]; repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (2 + c) ++ [E; F]) []) (s190_board (3 + a) 2 (2 + c) 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 (2 + c) 1 y1); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s191_board (3 + a) 2 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s191_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s191_board; target_board_eq | strip_offset].
  - unfold s191_form; apply form_int; zlia.
  - intros HT; apply (use191 IH (3 + a) 2 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s191_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s165_dom (3 + a) 2 (2 + c) 1 y1) (Hm : meas (s165_board (3 + a) 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (3 + a) 2 (2 + c) 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (3 + a) 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s165_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s165_c3_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c3_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s165_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c4_moves (a c d : nat) : rmoves (s165_board (3 + a) 2 (2 + c) (2 + d)) = [repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d); repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s190_board (3 + a) 2 (2 + c) (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 (2 + c) (2 + d) y1); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s165_board (3 + a) 2 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ [E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (3 + a) 2 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s165_board (3 + a) 2 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: F :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (3 + a) 2 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s165_dom (3 + a) 2 (2 + c) (2 + d) y1) (Hm : meas (s165_board (3 + a) 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (3 + a) 2 (2 + c) (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (3 + a) 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s165_c4_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s165_c4_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s165_c4_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c4_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s165_c4_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c4_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C165 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s165_dom in Hdom.
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
  assert (b = 0) by zlia; subst b.
  exact (s165_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s165_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s165_c3 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s165_c4 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s166_c1_moves (a c : nat) : rmoves (s166_board (5 + a) 2 (2 + c)) = [repeat T (5 + a) ++ F :: E :: T :: F :: F :: T :: F :: E :: repeat F (2 + c); repeat T (5 + a) ++ E :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: T :: F :: F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: E :: T :: F :: F :: T :: F :: E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: E :: T :: F :: F :: E :: F :: T :: repeat F (2 + c)) []) (s192_board (5 + a) 2 (2 + c)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: E :: T :: F :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (5 + a) 2 (2 + c) y1); [unfold s192_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ E :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ E :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [E; T; F; T; F; F; T; F; F; E; F]) []) (s165_board (4 + a) 2 2 1) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [E; T; F; T; F; F; T; F; F; E; F]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (4 + a) 2 2 1 y1); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s166_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (5 + a) ++ E :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ E :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (2 + c)) []) (s165_board (5 + a) 2 2 (2 + c)) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: T :: F :: T :: F :: F :: T :: F :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (5 + a) 2 2 (2 + c) y1); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s166_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s166_dom (5 + a) 2 (2 + c) y1) (Hm : meas (s166_board (5 + a) 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s166_board (5 + a) 2 (2 + c))).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s166_board (5 + a) 2 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s166_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s166_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s166_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s166_c1_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s166_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s166_c1_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s166_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s166_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C166 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s166_dom in Hdom.
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
  assert (b = 0) by zlia; subst b.
  exact (s166_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s167_c1_moves (a b : nat) : rmoves (s167_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s170_board (2 + a) 1 2 (2 + b)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 2 (2 + b) y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s167_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; T; E; F]) []) (s193_board (1 + a)) (0) _ (s193_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; T; E; F]) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH (1 + a) y1); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s167_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: T :: E :: repeat F (2 + b)) []) (s194_board (2 + a) (2 + b)) (0) _ (s194_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH (2 + a) (2 + b) y1); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s167_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s167_dom (2 + a) (2 + b) y1) (Hm : meas (s167_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s167_board (2 + a) (2 + b))).
Proof.
  unfold s167_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s167_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s167_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s167_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s167_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s167_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      exfalso; zlia.
    }
    {
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
      exact (s167_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s168_c1_moves (a b : nat) : rmoves (s168_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s91_board (2 + a) 1 (3 + b) 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 (3 + b) 1 y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s168_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s168_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s168_board (2 + a) (2 + b) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: repeat T (2 + b) ++ [F]) []) (s134_board (3 + a) 2 (2 + b) 1) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s168_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (3 + a) 2 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s168_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s168_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s168_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s168_board (2 + a) (2 + b) 1)).
Proof.
  unfold s168_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s168_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s168_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s168_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s168_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s168_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s168_c2_moves (a b c : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s91_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 (3 + b) (2 + c) y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s168_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s168_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s168_board (2 + a) (2 + b) (2 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s134_board (3 + a) 2 (2 + b) (2 + c)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s168_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (3 + a) 2 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s168_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s168_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s168_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s168_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s168_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s168_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s168_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s168_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s168_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s168_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s168_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C168 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s168_dom in Hdom.
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
        exact (s168_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s168_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s169_c1_moves (a b : nat) : rmoves (s169_board (3 + a) (2 + b) 1 1) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) 1 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F; T; F]) []) (s134_board (4 + a) (3 + b) 1 1) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F; T; F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) 1 1 y1) (Hm : meas (s169_board (3 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) 1 1)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s169_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c2_moves (a b d : nat) : rmoves (s169_board (3 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: T :: repeat F (2 + d)) []) (s134_board (4 + a) (3 + b) 1 (2 + d)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s169_board (3 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c2_f1_a2 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s169_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c3_moves (a b c : nat) : rmoves (s169_board (3 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F]) []) (s134_board (4 + a) (3 + b) (2 + c) 1) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s169_board (3 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c3_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s169_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c4_moves (a b c d : nat) : rmoves (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s134_board (4 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c4_f1_a4 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s169_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C169 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s169_dom in Hdom.
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
  exact (s169_c1 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s170_c1_moves (c : nat) : rmoves (s170_board 1 1 (2 + c) 1) = [T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s142_board 1 2 (2 + c) 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 (2 + c) 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s170_dom 1 1 (2 + c) 1 y1) (Hm : meas (s170_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board 1 1 (2 + c) 1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s170_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s170_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c2_moves (c d : nat) : rmoves (s170_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s142_board 1 2 (2 + c) (2 + d)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 (2 + c) (2 + d) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s170_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s170_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s170_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s170_c2_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c3_moves (a c : nat) : rmoves (s170_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s142_board (2 + a) 2 (2 + c) 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 (2 + c) 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s170_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s170_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s170_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s170_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c4_moves (a c d : nat) : rmoves (s170_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s142_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 (2 + c) (2 + d) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s170_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s170_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s170_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c4_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s170_c4_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C170 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s170_dom in Hdom.
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
          exact (s170_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s170_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s170_c3 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s170_c4 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s171_c1_moves (a : nat) : rmoves (s171_board (2 + a)) = [F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F]].
Proof. unfold s171_board. tf_options. Qed.
Lemma s171_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []) (s60_board 1 (3 + a) 1) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + a) 1 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s171_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s171_dom (2 + a) y1) (Hm : meas (s171_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s171_board (2 + a))).
Proof.
  unfold s171_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s171_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s171_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s171_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s171_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s171_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C171 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s171_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s171_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s172_c1_moves (b : nat) : rmoves (s172_board 1 (2 + b) 1) = [T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s195_board (2 + b)) (-1) _ (s195_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s195_board; target_board_eq | strip_offset].
  - unfold s195_form; apply form_int; zlia.
  - intros HT; apply (use195 IH (2 + b) (1 + y1)); [unfold s195_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s172_dom 1 (2 + b) 1 y1) (Hm : meas (s172_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s172_board 1 (2 + b) 1)).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s172_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s172_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s172_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s172_c2_moves (b c : nat) : rmoves (s172_board 1 (2 + b) (2 + c)) = [T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s217_board 1 (2 + b) (2 + c)) (-1) _ (s217_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s217_board; target_board_eq | strip_offset].
  - unfold s217_form; apply form_int; zlia.
  - intros HT; apply (use217 IH 1 (2 + b) (2 + c) (1 + y1)); [unfold s217_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s172_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s172_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s172_board 1 (2 + b) (2 + c))).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s172_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s172_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s172_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s172_c3_moves (a b : nat) : rmoves (s172_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s196_board (1 + a) (2 + b) 1) (0) _ (s196_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s196_board; target_board_eq | strip_offset].
  - unfold s196_form; apply form_int; zlia.
  - intros HT; apply (use196 IH (1 + a) (2 + b) 1 y1); [unfold s196_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s172_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s172_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s172_board (2 + a) (2 + b) 1)).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s172_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s172_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s172_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s172_c4_moves (a b c : nat) : rmoves (s172_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s196_board (1 + a) (2 + b) (2 + c)) (0) _ (s196_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s196_board; target_board_eq | strip_offset].
  - unfold s196_form; apply form_int; zlia.
  - intros HT; apply (use196 IH (1 + a) (2 + b) (2 + c) y1); [unfold s196_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s172_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s172_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s172_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s172_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s172_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s172_c4_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s172_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s172_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s172_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s172_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s173_c1_moves (b : nat) : rmoves (s173_board 1 (2 + b) 1 1 1) = [T :: repeat F (3 + b) ++ [T; E; E; T; F]; T :: repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; E; T; F]) []) (s142_board 1 (3 + b) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 (3 + b) 1 1 y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]) (s87_board 1 (2 + b) 2) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 2 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s173_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s173_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s173_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s173_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c2_moves (b e : nat) : rmoves (s173_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []) (s142_board 1 (3 + b) 1 (2 + e)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 (3 + b) 1 (2 + e) y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []) (s173_board 1 (2 + b) 2 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 2 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []) (s173_board 1 (2 + b) 2 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 2 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s173_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s173_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) 1 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c2_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s173_c2_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c2_t2_a1 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c2_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c2_t2_a2 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c2_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c3_moves (b c : nat) : rmoves (s173_board 1 (2 + b) (2 + c) 1 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s173_board 1 (3 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s173_board 1 (3 + b) (2 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) (2 + c) 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s87_board 1 (2 + b) (3 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) (3 + c) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s173_dom 1 (2 + b) (2 + c) 1 1 y1) (Hm : meas (s173_board 1 (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c3_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s173_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c4_moves (b c e : nat) : rmoves (s173_board 1 (2 + b) (2 + c) 1 (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []) (s173_board 1 (3 + b) 1 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) 1 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board 1 (3 + b) (2 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) (2 + c) 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s173_board 1 (2 + b) (3 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) (3 + c) 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board 1 (2 + b) (3 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) (3 + c) 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hdom : s173_dom 1 (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s173_board 1 (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) (2 + c) 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c4_t1_a1 IH b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c4_moves b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c4_t1_a2 IH b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c4_moves b c e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c4_t2_a1 IH b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c4_moves b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c4_t2_a2 IH b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c4_moves b c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c5_moves (a b : nat) : rmoves (s173_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E; T; F]) []) (s142_board (2 + a) (3 + b) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) (3 + b) 1 1 y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]) (s87_board (2 + a) (2 + b) 2) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 2 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s173_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s173_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c5_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s173_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c6_moves (a b e : nat) : rmoves (s173_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []) (s142_board (2 + a) (3 + b) 1 (2 + e)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) (3 + b) 1 (2 + e) y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []) (s173_board (2 + a) (2 + b) 2 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 2 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (2 + b) 2 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 2 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s173_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) 1 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c6_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s173_c6_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c6_t2_a1 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c6_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c6_t2_a2 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c6_moves a b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c7_moves (a b c : nat) : rmoves (s173_board (2 + a) (2 + b) (2 + c) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s173_board (2 + a) (3 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) 1 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s173_board (2 + a) (3 + b) (2 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) (2 + c) 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s87_board (2 + a) (2 + b) (3 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) (3 + c) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) (2 + c) 1 1 y1) (Hm : meas (s173_board (2 + a) (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c7_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c7_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c7_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c7_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c7_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s173_c7_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c8_moves (a b c e : nat) : rmoves (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (3 + b) 1 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) 1 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (3 + b) (2 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) (2 + c) 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s173_board (2 + a) (2 + b) (3 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) (3 + c) 1 1 y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (2 + b) (3 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) (3 + c) 1 (2 + e) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c8_t1_a1 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c8_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c8_t1_a2 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c8_moves a b c e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c8_t2_a1 IH a b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c8_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c8_t2_a2 IH a b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c8_moves a b c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C173 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s173_dom in Hdom.
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
            exact (s173_c1 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c2 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c3 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c4 IH b c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s173_c5 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c6 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c7 IH a b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c8 IH a b c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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

Lemma s174_c1_moves (a : nat) : rmoves (s174_board (3 + a)) = [repeat T (3 + a) ++ [F; F; T; F; E; F; T; E]].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; F; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; F; E; F; T; F]) [(1, 1)]) (s197_board (3 + a)) (1) _ (s197_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s174_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s174_dom (3 + a) y1) (Hm : meas (s174_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s174_board (3 + a))).
Proof.
  unfold s174_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s174_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s174_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s174_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s174_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s174_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C174 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s174_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s174_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s175_c1_moves : rmoves (s175_board 0 0 2) = [].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom 0 0 2 y1) (Hm : meas (s175_board 0 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 0 0 2)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 0 0 2)) in Hg. cbn [rights] in Hg. rewrite s175_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s175_c2_moves (a b : nat) : rmoves (s175_board (3 + a) (2 + b) 1) = [repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s130_board (3 + a) (3 + b)) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (3 + a) (3 + b) y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s175_dom (3 + a) (2 + b) 1 y1) (Hm : meas (s175_board (3 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board (3 + a) (2 + b) 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board (3 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s175_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s175_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C175 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s175_dom in Hdom.
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
        assert (c = 0) by zlia; subst c.
  exact (s175_c1 IH y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
  exact (s175_c2 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s176_c1_moves (a b : nat) : rmoves (s176_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b); repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s176_board. tf_options. Qed.
Lemma s176_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: F :: E :: E :: T :: T :: repeat F (2 + b)) []) (s198_board (4 + a) (2 + b)) (0) _ (s198_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s198_board; target_board_eq | strip_offset].
  - unfold s198_form; apply form_int; zlia.
  - intros HT; apply (use198 IH (4 + a) (2 + b) y1); [unfold s198_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; E; F; T; F; E; T; F]) []) (s199_board (4 + a)) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH (4 + a) y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s200_board (5 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s200_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH (5 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s176_dom (4 + a) (2 + b) y1) (Hm : meas (s176_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s176_board (4 + a) (2 + b))).
Proof.
  unfold s176_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s176_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s176_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s176_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s176_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s176_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s176_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s176_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s176_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s176_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C176 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s176_dom in Hdom.
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
  exact (s176_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s177_c1_moves (a b : nat) : rmoves (s177_board (4 + a) (2 + b) 1) = [repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]; repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; E; F; T; F; E; T; F]) []) (s199_board (4 + a)) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH (4 + a) y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s236_board (4 + a) (2 + b)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (4 + a) (2 + b) y1); [unfold s236_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat y1 >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s201_board (4 + a) (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s201_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (4 + a) (3 + b) y1); [unfold s201_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s177_dom (4 + a) (2 + b) 1 y1) (Hm : meas (s177_board (4 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board (4 + a) (2 + b) 1)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board (4 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s177_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s177_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s177_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s177_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat y1 >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s177_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s177_c2_moves (a b c : nat) : rmoves (s177_board (4 + a) (2 + b) (2 + c)) = [repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s238_board (4 + a) 1 (2 + c)) (0) _ (s238_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s238_board; target_board_eq | strip_offset].
  - unfold s238_form; apply form_int; zlia.
  - intros HT; apply (use238 IH (4 + a) 1 (2 + c) y1); [unfold s238_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s238_board (4 + a) (2 + b) (2 + c)) (0) _ (s238_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s238_board; target_board_eq | strip_offset].
  - unfold s238_form; apply form_int; zlia.
  - intros HT; apply (use238 IH (4 + a) (2 + b) (2 + c) y1); [unfold s238_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat y1 >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (4 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]) []) (s177_board (4 + a) (3 + b) 1) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (4 + a) (3 + b) 1 y1); [unfold s177_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s177_board (4 + a) (3 + b) (2 + c)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (4 + a) (3 + b) (2 + c) y1); [unfold s177_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s177_dom (4 + a) (2 + b) (2 + c) y1) (Hm : meas (s177_board (4 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board (4 + a) (2 + b) (2 + c))).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board (4 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s177_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1) \/ (Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1))%Z) by zlia. exact (s177_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) + Z.of_nat y1 >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (4 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s177_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s177_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s177_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C177 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s177_dom in Hdom.
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
  exact (s177_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s177_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s178_c1_moves (a b : nat) : rmoves (s178_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b); repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []) (s200_board (5 + a) (2 + b)) (0) _ (s200_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH (5 + a) (2 + b) y1); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ [F; F; T; E; F; F; E; F; T; F]) []) (s202_board (5 + a)) (0) _ (s202_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; T; E; F; F; E; F; T; F]) []); [reflexivity | unfold s202_board; target_board_eq | strip_offset].
  - unfold s202_form; apply form_int; zlia.
  - intros HT; apply (use202 IH (5 + a) y1); [unfold s202_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: F :: T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []) (s203_board (6 + a) (2 + b)) (0) _ (s203_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s203_board; target_board_eq | strip_offset].
  - unfold s203_form; apply form_int; zlia.
  - intros HT; apply (use203 IH (6 + a) (2 + b) y1); [unfold s203_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s178_dom (5 + a) (2 + b) y1) (Hm : meas (s178_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s178_board (5 + a) (2 + b))).
Proof.
  unfold s178_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s178_board (5 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s178_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s178_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s178_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s178_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s178_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s178_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s178_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s178_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C178 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s178_dom in Hdom.
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
  exact (s178_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s179_c1_moves (a : nat) : rmoves (s179_board (4 + a) 1 0 1) = [repeat T (4 + a) ++ [F; E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (4 + a) 1 1 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) 1 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (4 + a) 1 0 1 y1) (Hm : meas (s179_board (4 + a) 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) 1 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c2_moves (a d : nat) : rmoves (s179_board (4 + a) 1 0 (2 + d)) = [repeat T (4 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; E; T; F; E; T; F]) []) (s179_board (4 + a) 1 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 1 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) 1 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 1 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s179_dom (4 + a) 1 0 (2 + d) y1) (Hm : meas (s179_board (4 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) 1 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c2_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c2_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c2_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c3_moves (a : nat) : rmoves (s179_board (4 + a) 1 1 1) = [repeat T (4 + a) ++ [F; F; T; E; E; T; F]; repeat T (4 + a) ++ [F; E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s101_board (4 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s101_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; T; E; E; T; F]) []); [strip_eq | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH (4 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s107_board (4 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s107_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; T; E; E; T; F]) []); [strip_eq | unfold s107_board; target_board_eq | strip_offset].
  - unfold s107_form; apply form_int; zlia.
  - intros HT; apply (use107 IH (4 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s107_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s56_board (4 + a) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s56_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; F; F]) [(1, 1)]); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (4 + a) 0 y1); [unfold s56_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (4 + a) 1 1 1 y1) (Hm : meas (s179_board (4 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) 1 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c3_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s179_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c4_moves (a d : nat) : rmoves (s179_board (4 + a) 1 1 (2 + d)) = [repeat T (4 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + d); repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) 2 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; E; T; F; F; E; T; F]) []) (s148_board (4 + a) 1) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (4 + a) 1 y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s148_board (4 + a) (2 + d)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (4 + a) (2 + d) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s179_dom (4 + a) 1 1 (2 + d) y1) (Hm : meas (s179_board (4 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) 1 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c4_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c4_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s179_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c4_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s179_c4_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c5_moves (a c : nat) : rmoves (s179_board (4 + a) 1 (2 + c) 1) = [repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; E; T; F; E; T; F]) []) (s179_board (4 + a) 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board (4 + a) 2 (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board (4 + a) 1 1 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) 1 1 (3 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s179_dom (4 + a) 1 (2 + c) 1 y1) (Hm : meas (s179_board (4 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) 1 (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c5_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c5_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c5_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c5_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s179_c5_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c6_moves (a c d : nat) : rmoves (s179_board (4 + a) 1 (2 + c) (2 + d)) = [repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) 2 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) 2 (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 2 (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board (4 + a) 1 (3 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 1 (3 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) 1 (3 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) 1 (3 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s179_dom (4 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s179_board (4 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c6_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c6_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c6_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c6_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c6_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c6_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c6_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c6_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c7_moves (a b : nat) : rmoves (s179_board (4 + a) (2 + b) 0 1) = [repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (4 + a) (2 + b) 1 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) (2 + b) 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s179_dom (4 + a) (2 + b) 0 1 y1) (Hm : meas (s179_board (4 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) (2 + b) 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s179_c7_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c8_moves (a b d : nat) : rmoves (s179_board (4 + a) (2 + b) 0 (2 + d)) = [repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s179_board (4 + a) (2 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) (2 + b) 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s179_dom (4 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s179_board (4 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c8_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c8_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c8_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c9_moves (a b : nat) : rmoves (s179_board (4 + a) (2 + b) 1 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]; repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s270_board (4 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s270_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []); [strip_eq | unfold s270_board; target_board_eq | strip_offset].
  - unfold s270_form; apply form_int; zlia.
  - intros HT; apply (use270 IH (4 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s270_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board (4 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH (4 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (4 + a) (2 + b) 1 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) (2 + b) 1 2 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s179_dom (4 + a) (2 + b) 1 1 y1) (Hm : meas (s179_board (4 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) (2 + b) 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s179_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c9_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s179_c9_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c9_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s179_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c10_moves (a b d : nat) : rmoves (s179_board (4 + a) (2 + b) 1 (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) (3 + b) 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []) (s179_board (4 + a) (2 + b) 2 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) 2 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) (2 + b) 2 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) 2 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s179_dom (4 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s179_board (4 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c10_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c10_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c10_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c10_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c10_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c10_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c11_moves (a b c : nat) : rmoves (s179_board (4 + a) (2 + b) (2 + c) 1) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s179_board (4 + a) (3 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board (4 + a) (3 + b) (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board (4 + a) (2 + b) 1 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) (2 + b) 1 (3 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s179_dom (4 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s179_board (4 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c11_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c11_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c11_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c11_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c11_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s179_c11_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c12_moves (a b c d : nat) : rmoves (s179_board (4 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) (3 + b) 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board (4 + a) (2 + b) (3 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) (3 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (4 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (4 + a) (2 + b) (3 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s179_dom (4 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s179_board (4 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (4 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (4 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c12_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c12_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c12_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c12_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c12_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c12_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c12_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c12_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C179 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s179_dom in Hdom.
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c3 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c4 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c5 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c6 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c7 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c8 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c9 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c10 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c11 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s179_c12 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s180_c1_moves (a c : nat) : rmoves (s180_board (5 + a) 3 (2 + c)) = [repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (2 + c); repeat T (5 + a) ++ F :: E :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s180_board. tf_options. Qed.
Lemma s180_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + c)) []) (s177_board (5 + a) 2 (2 + c)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (5 + a) 2 (2 + c) y1); [unfold s177_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: E :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ [F; E; T; F; F; F; E; F; T; F]) []) (s192_board (5 + a) 3 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; E; T; F; F; F; E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (5 + a) 3 1 y1); [unfold s192_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: E :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: E :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []) (s192_board (6 + a) 3 (2 + c)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: E :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (6 + a) 3 (2 + c) y1); [unfold s192_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s180_dom (5 + a) 3 (2 + c) y1) (Hm : meas (s180_board (5 + a) 3 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s180_board (5 + a) 3 (2 + c))).
Proof.
  unfold s180_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s180_board (5 + a) 3 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s180_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s180_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s180_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s180_c1_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s180_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s180_c1_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s180_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s180_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C180 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s180_dom in Hdom.
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
  exact (s180_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s181_c1_moves (b : nat) : rmoves (s181_board 1 (2 + b)) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s181_dom 1 (2 + b) y1) (Hm : meas (s181_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board 1 (2 + b))).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s181_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c2_moves (a b : nat) : rmoves (s181_board (2 + a) (2 + b)) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s181_dom (2 + a) (2 + b) y1) (Hm : meas (s181_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board (2 + a) (2 + b))).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s181_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C181 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s181_dom in Hdom.
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
      exact (s181_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s181_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s182_c1_moves (a b : nat) : rmoves (s182_board (4 + a) (3 + b) 1) = [repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s181_board (4 + a) (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s181_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [strip_eq | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (4 + a) (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s182_dom (4 + a) (3 + b) 1 y1) (Hm : meas (s182_board (4 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board (4 + a) (3 + b) 1)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board (4 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s182_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s182_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s182_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s182_c2_moves (a b c : nat) : rmoves (s182_board (4 + a) (3 + b) (2 + c)) = [repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s182_board (4 + a) (4 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (4 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s182_board (4 + a) (4 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (4 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s182_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s182_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board (4 + a) (3 + b) (2 + c))).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s182_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s182_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s182_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s182_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C182 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s182_dom in Hdom.
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
  exact (s182_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s182_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s183_c1_moves (a d : nat) : rmoves (s183_board (2 + a) 1 2 (2 + d)) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s183_dom (2 + a) 1 2 (2 + d) y1) (Hm : meas (s183_board (2 + a) 1 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board (2 + a) 1 2 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board (2 + a) 1 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s183_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C183 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s183_dom in Hdom.
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
          assert (c = 0) by zlia; subst c.
  exact (s183_c1 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s184_c1_moves (c : nat) : rmoves (s184_board 1 1 (2 + c) 0 1 1) = [T :: F :: E :: repeat T (2 + c) ++ [F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F]) [(1, 1)]) (s29_board 0 (3 + c) 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) 1 y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 0 1 1 y1) (Hm : meas (s184_board 1 1 (2 + c) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 0 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s184_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c2_moves (c f : nat) : rmoves (s184_board 1 1 (2 + c) 0 1 (2 + f)) = [T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s184_board 1 1 (2 + c) 1 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 1 1 1 y1); [unfold s184_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + f)) []) (s184_board 1 1 (2 + c) 1 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 1 1 (2 + f) y1); [unfold s184_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 0 1 (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) 0 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 0 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 0 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c2_t1_a1 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c2_moves c f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c2_t1_a2 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c2_moves c f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c3_moves (c : nat) : rmoves (s184_board 1 1 (2 + c) 1 1 1) = [T :: F :: E :: repeat T (2 + c) ++ [F; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; F]) [(1, 1)]) (s29_board 0 (3 + c) 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) 2 y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 1 1 y1) (Hm : meas (s184_board 1 1 (2 + c) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s184_c3_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c4_moves (c f : nat) : rmoves (s184_board 1 1 (2 + c) 1 1 (2 + f)) = [T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ [F; F; E; T; F]) []) (s184_board 1 1 (2 + c) 2 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ [F; F; E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 2 1 1 y1); [unfold s184_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: T :: repeat F (2 + f)) []) (s184_board 1 1 (2 + c) 2 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 2 1 (2 + f) y1); [unfold s184_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 1 (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) 1 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c4_t1_a1 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c4_moves c f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c4_t1_a2 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c4_moves c f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c5_moves (c e : nat) : rmoves (s184_board 1 1 (2 + c) 1 (2 + e) 1) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 (2 + e) 1 y1) (Hm : meas (s184_board 1 1 (2 + c) 1 (2 + e) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 (2 + e) 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 (2 + e) 1)) in Hg. cbn [rights] in Hg. rewrite s184_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c6_moves (c e f : nat) : rmoves (s184_board 1 1 (2 + c) 1 (2 + e) (2 + f)) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 (2 + e) (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) 1 (2 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 (2 + e) (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 (2 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c7_moves (c d : nat) : rmoves (s184_board 1 1 (2 + c) (2 + d) 1 1) = [T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]) (s29_board 0 (3 + c) (3 + d)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) (3 + d) y1); [unfold s29_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) (2 + d) 1 1 y1) (Hm : meas (s184_board 1 1 (2 + c) (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) (2 + d) 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c7_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s184_c7_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c8_moves (c d f : nat) : rmoves (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = [T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; T; F]) []) (s184_board 1 1 (2 + c) (3 + d) 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) (3 + d) 1 1 y1); [unfold s184_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []) (s184_board 1 1 (2 + c) (3 + d) 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) (3 + d) 1 (2 + f) y1); [unfold s184_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) (2 + d) 1 (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c8_t1_a1 IH c d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c8_moves c d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c8_t1_a2 IH c d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c8_moves c d f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c9_moves (a d : nat) : rmoves (s184_board (3 + a) 1 2 (2 + d) 1 1) = [repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]) (s126_board (3 + a) 1 2 (3 + d)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (3 + a) 1 2 (3 + d) y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s184_dom (3 + a) 1 2 (2 + d) 1 1 y1) (Hm : meas (s184_board (3 + a) 1 2 (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (3 + a) 1 2 (2 + d) 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (3 + a) 1 2 (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c9_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s184_c9_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c10_moves (a d f : nat) : rmoves (s184_board (3 + a) 1 2 (2 + d) 1 (2 + f)) = [repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d f y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []) (s184_board (3 + a) 1 2 (3 + d) 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (3 + a) 1 2 (3 + d) 1 1 y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d f y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + f) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []) (s184_board (4 + a) 1 2 (3 + d) 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (4 + a) 1 2 (3 + d) 1 (2 + f) y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d f y1 : nat)
  (Hdom : s184_dom (3 + a) 1 2 (2 + d) 1 (2 + f) y1) (Hm : meas (s184_board (3 + a) 1 2 (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (3 + a) 1 2 (2 + d) 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (3 + a) 1 2 (2 + d) 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c10_t1_a1 IH a d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c10_moves a d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + f) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c10_t1_a2 IH a d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c10_moves a d f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C184 mm dd rr.
Proof.
  intros a b c d e f y1 Hdom Hm Hd Hr. unfold s184_dom in Hdom.
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
              exact (s184_c1 IH c y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c2 IH c f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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
              exact (s184_c3 IH c y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c4 IH c f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exact (s184_c5 IH c e y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c6 IH c e f y1 Hdom Hm Hd Hr).
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
              exact (s184_c7 IH c d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c8 IH c d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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
              do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s184_c9 IH a d y1 Hdom Hm Hd Hr).
            }
            {
              do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s184_c10 IH a d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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

Lemma s185_c1_moves (b : nat) : rmoves (s185_board 1 (3 + b) 1) = [T :: F :: E :: T :: E :: repeat T (3 + b) ++ [F]].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: repeat T (3 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (4 + b) ++ [F]) []) (s156_board 1 (4 + b)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (4 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (4 + b) y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s185_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s185_dom 1 (3 + b) 1 y1) (Hm : meas (s185_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board 1 (3 + b) 1)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s185_board 1 (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s185_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s185_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c2_moves (b c : nat) : rmoves (s185_board 1 (3 + b) (2 + c)) = [T :: F :: E :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []) (s157_board 1 (4 + b) (2 + c)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (4 + b) (2 + c) y1); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s185_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s185_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board 1 (3 + b) (2 + c))).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s185_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s185_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s185_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c3_moves (a b : nat) : rmoves (s185_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b) ++ [F]].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (4 + b) ++ [F]) []) (s156_board (2 + a) (4 + b)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (4 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (4 + b) y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s185_c3_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s185_board (2 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s185_board (2 + a) (3 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ [F]) []) (s158_board (2 + a) (4 + b) 1) (0) _ (s158_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s185_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ [F]) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s185_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s185_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board (2 + a) (3 + b) 1)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s185_c3_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s185_board (2 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s185_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s185_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s185_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c4_moves (a b c : nat) : rmoves (s185_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []) (s157_board (2 + a) (4 + b) (2 + c)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) (4 + b) (2 + c) y1); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c4_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s185_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s185_board (2 + a) (3 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []) (s158_board (2 + a) (4 + b) (2 + c)) (0) _ (s158_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s185_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s185_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s185_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s185_c4_f1_a2 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s185_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s185_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s185_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s185_c4_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C185 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s185_dom in Hdom.
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
  exact (s185_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s185_c2 IH b c y1 Hdom Hm Hd Hr).
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
  exact (s185_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s185_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s186_c1_moves (a : nat) : rmoves (s186_board (2 + a)) = [F :: T :: E :: T :: E :: repeat T (2 + a) ++ [F]].
Proof. unfold s186_board. tf_options. Qed.
Lemma s186_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: T :: E :: repeat T (2 + a) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (F :: T :: E :: T :: E :: repeat T (2 + a) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: repeat T (3 + a) ++ [F]) []) (s205_board (3 + a)) (0) _ (s205_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + a) ++ [F]) []); [reflexivity | unfold s205_board; target_board_eq | strip_offset].
  - unfold s205_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use205 IH (3 + a) z1 z2 y1); [unfold s205_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s186_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s186_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s186_board (2 + a))).
Proof.
  apply (answer_form_L _ (s195_board (2 + a)) (0) _ (int (0 + (Z.of_nat y1))) (s195_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat T (2 + a) ++ [F]) []); [unfold s186_board; strip_eq | unfold s195_board; target_board_eq | strip_offset].
  - unfold s195_form; apply form_int; zlia.
  - intros HT; apply (use195 IH (2 + a) y1); [unfold s195_dom; zlia | unfold lex3; lia].
Qed.
Lemma s186_c1_f2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s186_board (2 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int ((Z.of_nat y1) - 1))) (tf_game (s186_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: repeat T (3 + a) ++ [F]) []) (s206_board (3 + a)) (0) _ (s206_form z1 z2 (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s186_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + a) ++ [F]) []); [reflexivity | unfold s206_board; target_board_eq | strip_offset].
  - unfold s206_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use206 IH (3 + a) z1 z2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s206_dom; zlia | unfold lex3; lia].
Qed.
Lemma s186_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s186_dom (2 + a) z1 z2 y1) (Hm : meas (s186_board (2 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s186_board (2 + a))).
Proof.
  unfold s186_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s186_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s186_c1_f2_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
  - intros go Hg. rewrite (tf_game_eq (s186_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s186_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat z1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s186_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s186_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s186_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C186 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s186_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s186_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s187_c1_moves (a b : nat) : rmoves (s187_board (2 + a) (3 + b)) = [repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F]].
Proof. unfold s187_board. tf_options. Qed.
Lemma s187_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) 2 (3 + b) 1) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s159_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_leaf_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s159_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s187_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s187_board (2 + a) (3 + b)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s187_board (2 + a) (3 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s138_board (1 + a) 1 (3 + b) 1) (0) _ (s138_form y1)).
  - unfold strip, s187_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_star; zlia.
  - intros HT; apply (use138 IH (1 + a) 1 (3 + b) 1 y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s187_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat)
  (Hdom : s187_dom (2 + a) (3 + b) z1 z2 y1) (Hm : meas (s187_board (2 + a) (3 + b)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s187_board (2 + a) (3 + b))).
Proof.
  unfold s187_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s187_c1_f1_a1 IH a b z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s187_board (2 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s187_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat z1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s187_c1_t1_a1 IH a b z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s187_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s187_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C187 mm dd rr.
Proof.
  intros a b z1 z2 y1 Hdom Hm Hd Hr. unfold s187_dom in Hdom.
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
  exact (s187_c1 IH a b z1 z2 y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s188_c1_moves (a : nat) : rmoves (s188_board (3 + a)) = [T :: E :: F :: E :: repeat T (3 + a) ++ [F]].
Proof. unfold s188_board. tf_options. Qed.
Lemma s188_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (3 + a) ++ [F]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (T :: E :: F :: E :: repeat T (3 + a) ++ [F])).
Proof.
  apply (answer_form_L _ (s158_board 1 (3 + a) 1) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int (Z.of_nat y1))) (s158_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (3 + a) ++ [F]) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_leaf_int; zlia.
  - intros HT; apply (use158 IH 1 (3 + a) 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s158_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s188_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s188_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s188_board (3 + a))).
Proof.
  apply (answer_form_L _ (s60_board 1 (3 + a) 1) (0) _ (int (0 + (Z.of_nat y1))) (s60_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []); [unfold s188_board; strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + a) 1 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s188_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s188_dom (3 + a) z1 z2 y1) (Hm : meas (s188_board (3 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s188_board (3 + a))).
Proof.
  unfold s188_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s188_c1_f1_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s188_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s188_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s188_c1_t1_a1 IH a z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s188_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s188_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C188 mm dd rr.
Proof.
  intros a z1 z2 y1 Hdom Hm Hd Hr. unfold s188_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s188_c1 IH a z1 z2 y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s189_c1_moves (b : nat) : rmoves (s189_board 1 (2 + b)) = [T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s189_board. tf_options. Qed.
Lemma s189_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s159_board 1 2 (3 + b) 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 (3 + b) 1 y1); [unfold s159_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s189_dom 1 (2 + b) y1) (Hm : meas (s189_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s189_board 1 (2 + b))).
Proof.
  unfold s189_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s189_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s189_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s189_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s189_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s189_c2_moves (a b : nat) : rmoves (s189_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s189_board. tf_options. Qed.
Lemma s189_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s159_board (2 + a) 2 (3 + b) 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 (3 + b) 1 y1); [unfold s159_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s189_dom (2 + a) (2 + b) y1) (Hm : meas (s189_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s189_board (2 + a) (2 + b))).
Proof.
  unfold s189_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s189_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s189_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s189_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s189_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s189_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C189 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s189_dom in Hdom.
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
      exact (s189_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s189_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s190_c1_moves (a : nat) : rmoves (s190_board (3 + a) 2 1 1) = [repeat T (3 + a) ++ [F; E; T; T; F; F; T; F; F; E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; T; T; F; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; T; T; F; F; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s207_board (3 + a) 1 2 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; T; F; F; T; F; F; E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (3 + a) 1 2 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s190_dom (3 + a) 2 1 1 y1) (Hm : meas (s190_board (3 + a) 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (3 + a) 2 1 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (3 + a) 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s190_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s190_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s190_c2_moves (a d : nat) : rmoves (s190_board (3 + a) 2 1 (2 + d)) = [repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s190_board (3 + a) 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; T; T; F; F; T; F; F; E; F]) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s190_board (3 + a) 2 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s190_dom (3 + a) 2 1 (2 + d) y1) (Hm : meas (s190_board (3 + a) 2 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (3 + a) 2 1 (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (3 + a) 2 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s190_c2_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s190_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s190_c2_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s190_c2_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c3_moves (a c : nat) : rmoves (s190_board (3 + a) 2 (2 + c) 1) = [repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ [E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s207_board (3 + a) 1 2 2 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (3 + a) 1 2 2 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s190_dom (3 + a) 2 (2 + c) 1 y1) (Hm : meas (s190_board (3 + a) 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (3 + a) 2 (2 + c) 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (3 + a) 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s190_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s190_c3_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s190_c4_moves (a c d : nat) : rmoves (s190_board (3 + a) 2 (2 + c) (2 + d)) = [repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s190_board (3 + a) 2 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ [E; F]) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s190_board (3 + a) 2 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (3 + a) 2 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s190_dom (3 + a) 2 (2 + c) (2 + d) y1) (Hm : meas (s190_board (3 + a) 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (3 + a) 2 (2 + c) (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (3 + a) 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s190_c4_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c4_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s190_c4_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c4_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C190 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s190_dom in Hdom.
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
  assert (b = 0) by zlia; subst b.
  exact (s190_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s190_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s190_c3 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s190_c4 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s191_c1_moves (a c : nat) : rmoves (s191_board (3 + a) 2 (2 + c)) = [repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s191_board. tf_options. Qed.
Lemma s191_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: T :: E :: T :: F :: F :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (2 + c) ++ [E]) []) (s207_board (3 + a) 1 2 2 (2 + c)) (0) _ (s207_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: E :: T :: T :: F :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (3 + a) 1 2 2 (2 + c) y1); [unfold s207_dom; zlia | unfold lex3; lia].
Qed.
Lemma s191_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s191_dom (3 + a) 2 (2 + c) y1) (Hm : meas (s191_board (3 + a) 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s191_board (3 + a) 2 (2 + c))).
Proof.
  unfold s191_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s191_board (3 + a) 2 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s191_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s191_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s191_c1_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s191_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C191 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s191_dom in Hdom.
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
  assert (b = 0) by zlia; subst b.
  exact (s191_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s192_c1_moves (a : nat) : rmoves (s192_board (5 + a) 3 1) = [repeat T (5 + a) ++ [F; F; T; E; F; F; E; F; T; F]; repeat T (5 + a) ++ [F; E; T; F; F; F; F; E; T; F]].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; F; T; E; F; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ [F; F; T; E; F; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ [F; F; E; T; F; F; E; F; T; F]) []) (s208_board (5 + a) 2 2 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; T; F; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (5 + a) 2 2 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; E; T; F; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ [F; E; T; F; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s146_board (5 + a) 4 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; E; T; F; F; F; F; E; T; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (5 + a) 4 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s192_dom (5 + a) 3 1 y1) (Hm : meas (s192_board (5 + a) 3 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board (5 + a) 3 1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board (5 + a) 3 1)) in Hg. cbn [rights] in Hg. rewrite s192_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s192_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s192_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s192_c2_moves (a b c : nat) : rmoves (s192_board (5 + a) (2 + b) (2 + c)) = [repeat T (5 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c); repeat T (5 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []) (s208_board (5 + a) 2 1 (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (5 + a) 2 1 (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s208_board (5 + a) 2 (2 + b) (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (5 + a) 2 (2 + b) (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s146_board (5 + a) 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; E; T; F; F; F; E; T; F; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (5 + a) 3 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board (5 + a) 1 (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (5 + a) 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s192_dom (5 + a) (2 + b) (2 + c) y1) (Hm : meas (s192_board (5 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board (5 + a) (2 + b) (2 + c))).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board (5 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s192_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s192_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s192_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 5))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s192_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C192 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s192_dom in Hdom.
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
  assert (b = 1) by zlia; subst b.
  exact (s192_c1 IH a y1 Hdom Hm Hd Hr).
      }
      {
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s192_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s193_c1_moves : rmoves (s193_board 1) = [[T; F; T; E; T; F; T; F; T; E; F]; [T; E; T; F; T; F; T; F; T; F; E]].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; T; F; T; F; E; T; F]) []) (s209_board) (0) _ (s209_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; T; F; E; T; F]) []); [reflexivity | unfold s209_board; target_board_eq | strip_offset].
  - unfold s209_form; apply form_int; zlia.
  - intros HT; apply (use209 IH y1); [unfold s209_dom; zlia | unfold lex3; lia].
Qed.
Lemma s193_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; F; T; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; F; T; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; F; T; F; T; F; E]) []) (s210_board) (0) _ (s210_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; T; F; T; F; E]) []); [reflexivity | unfold s210_board; target_board_eq | strip_offset].
  - unfold s210_form; apply form_int; zlia.
  - intros HT; apply (use210 IH y1); [unfold s210_dom; zlia | unfold lex3; lia].
Qed.
Lemma s193_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s193_dom 1 y1) (Hm : meas (s193_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s193_board 1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s193_board 1)) in Hg. cbn [rights] in Hg. rewrite s193_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s193_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s193_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s193_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s193_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s193_c2_moves (a : nat) : rmoves (s193_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; T; E; F]; repeat T (2 + a) ++ [E; T; F; T; F; T; F; T; F; E]].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E; T; F]) []) (s211_board (2 + a)) (0) _ (s211_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E; T; F]) []); [reflexivity | unfold s211_board; target_board_eq | strip_offset].
  - unfold s211_form; apply form_int; zlia.
  - intros HT; apply (use211 IH (2 + a) y1); [unfold s211_dom; zlia | unfold lex3; lia].
Qed.
Lemma s193_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; F; T; F; T; F; T; F; E]) []) (s212_board (1 + a)) (0) _ (s212_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; F; T; F; T; F; T; F; E]) []); [reflexivity | unfold s212_board; target_board_eq | strip_offset].
  - unfold s212_form; apply form_int; zlia.
  - intros HT; apply (use212 IH (1 + a) y1); [unfold s212_dom; zlia | unfold lex3; lia].
Qed.
Lemma s193_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s193_dom (2 + a) y1) (Hm : meas (s193_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s193_board (2 + a))).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s193_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s193_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s193_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s193_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s193_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s193_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s193_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C193 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s193_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s193_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s193_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s194_c1_moves (a b : nat) : rmoves (s194_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s213_board (2 + a) (2 + b)) (0) _ (s213_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s213_board; target_board_eq | strip_offset].
  - unfold s213_form; apply form_int; zlia.
  - intros HT; apply (use213 IH (2 + a) (2 + b) y1); [unfold s213_dom; zlia | unfold lex3; lia].
Qed.
Lemma s194_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; F; T; F; T; F; T; F; E; F]) []) (s214_board (1 + a)) (0) _ (s214_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; F; T; F; T; F; T; F; E; F]) []); [reflexivity | unfold s214_board; target_board_eq | strip_offset].
  - unfold s214_form; apply form_int; zlia.
  - intros HT; apply (use214 IH (1 + a) y1); [unfold s214_dom; zlia | unfold lex3; lia].
Qed.
Lemma s194_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F (2 + b)) []) (s215_board (2 + a) (2 + b)) (0) _ (s215_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s215_board; target_board_eq | strip_offset].
  - unfold s215_form; apply form_int; zlia.
  - intros HT; apply (use215 IH (2 + a) (2 + b) y1); [unfold s215_dom; zlia | unfold lex3; lia].
Qed.
Lemma s194_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s194_dom (2 + a) (2 + b) y1) (Hm : meas (s194_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s194_board (2 + a) (2 + b))).
Proof.
  unfold s194_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s194_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s194_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s194_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s194_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s194_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s194_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s194_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s194_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s194_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C194 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s194_dom in Hdom.
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
      exact (s194_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s195_c1_moves (a : nat) : rmoves (s195_board (2 + a)) = [F :: T :: E :: T :: E :: repeat T (2 + a) ++ [F]].
Proof. unfold s195_board. tf_options. Qed.
Lemma s195_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: T :: E :: repeat T (2 + a) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: E :: repeat T (2 + a) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: repeat T (3 + a) ++ [F]) []) (s134_board 1 (3 + a) 0 0) (0) _ (s134_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + a) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 y1); [unfold s134_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s195_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s195_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s195_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: repeat T (3 + a) ++ [F]) []) (s90_board (3 + a)) (0) _ (s90_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s195_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + a) ++ [F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (3 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s195_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s195_dom (2 + a) y1) (Hm : meas (s195_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s195_board (2 + a))).
Proof.
  unfold s195_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s195_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s195_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s195_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s195_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s195_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s195_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C195 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s195_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s195_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s196_c1_moves (b : nat) : rmoves (s196_board 1 (2 + b) 1) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s216_board 2 (2 + b)) (-1) _ (s216_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s216_board; target_board_eq | strip_offset].
  - unfold s216_form; apply form_int; zlia.
  - intros HT; apply (use216 IH 2 (2 + b) (1 + y1)); [unfold s216_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s196_dom 1 (2 + b) 1 y1) (Hm : meas (s196_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board 1 (2 + b) 1)).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s196_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s196_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c2_moves (b c : nat) : rmoves (s196_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s217_board 2 (2 + b) (2 + c)) (-1) _ (s217_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s217_board; target_board_eq | strip_offset].
  - unfold s217_form; apply form_int; zlia.
  - intros HT; apply (use217 IH 2 (2 + b) (2 + c) (1 + y1)); [unfold s217_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s196_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s196_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board 1 (2 + b) (2 + c))).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s196_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s196_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c3_moves (a b : nat) : rmoves (s196_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s170_board (2 + a) 1 (3 + b) 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (3 + b) 1 y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s196_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s196_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board (2 + a) (2 + b) 1)).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s196_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s196_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c4_moves (a b c : nat) : rmoves (s196_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s170_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (3 + b) (2 + c) y1); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s196_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s196_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s196_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s196_c4_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C196 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s196_dom in Hdom.
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
        exact (s196_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s196_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s196_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s196_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s197_c1_moves (a : nat) : rmoves (s197_board (2 + a)) = [repeat T (2 + a) ++ [F; F; F; E; T; F; E]].
Proof. unfold s197_board. tf_options. Qed.
Lemma s197_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s197_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 3 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 3 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s197_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s197_dom (2 + a) y1) (Hm : meas (s197_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s197_board (2 + a))).
Proof.
  unfold s197_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s197_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s197_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s197_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s197_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s197_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s197_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s197_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C197 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s197_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s197_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s198_c1_moves (a b : nat) : rmoves (s198_board (4 + a) (2 + b)) = [].
Proof. unfold s198_board. tf_options. Qed.
Lemma s198_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s198_dom (4 + a) (2 + b) y1) (Hm : meas (s198_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s198_board (4 + a) (2 + b))).
Proof.
  unfold s198_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s198_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s198_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s198_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C198 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s198_dom in Hdom.
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
  exact (s198_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s199_c1_moves (a : nat) : rmoves (s199_board (4 + a)) = [repeat T (4 + a) ++ [F; F; F; E; T; F; E; T; F]; repeat T (4 + a) ++ [F; F; E; F; T; F; F; T; E]].
Proof. unfold s199_board. tf_options. Qed.
Lemma s199_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ [F; F; F; E; E; F; T; T; F]) []) (s218_board (4 + a) 3 2 1) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; E; F; T; T; F]) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (4 + a) 3 2 1 y1); [unfold s218_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s199_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s219_board (4 + a) 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s219_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH (4 + a) 2 y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s199_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s199_dom (4 + a) y1) (Hm : meas (s199_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s199_board (4 + a))).
Proof.
  unfold s199_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s199_board (4 + a))) in Hg. cbn [rights] in Hg. rewrite s199_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s199_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s199_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s199_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s199_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s199_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C199 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s199_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s199_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s200_c1_moves (a b : nat) : rmoves (s200_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s200_board. tf_options. Qed.
Lemma s200_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s204_board (5 + a) 3 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH (5 + a) 3 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s200_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []) (s220_board (5 + a)) (0) _ (s220_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s220_board; target_board_eq | strip_offset].
  - unfold s220_form; apply form_int; zlia.
  - intros HT; apply (use220 IH (5 + a) y1); [unfold s220_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s221_board (6 + a) (2 + b)) (0) _ (s221_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s221_board; target_board_eq | strip_offset].
  - unfold s221_form; apply form_int; zlia.
  - intros HT; apply (use221 IH (6 + a) (2 + b) y1); [unfold s221_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s200_dom (5 + a) (2 + b) y1) (Hm : meas (s200_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s200_board (5 + a) (2 + b))).
Proof.
  unfold s200_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s200_board (5 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s200_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s200_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s200_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s200_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s200_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s200_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s200_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s200_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C200 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s200_dom in Hdom.
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
  exact (s200_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s201_c1_moves : rmoves (s201_board 1 1) = [[T; F; F; T; F; E; E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s271_board 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; F; E; E]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s272_board 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; F; E; E]) []); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s201_dom 1 1 y1) (Hm : meas (s201_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board 1 1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s201_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s201_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s201_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s201_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s201_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s201_c2_moves (a : nat) : rmoves (s201_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; T; F; E; E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s271_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s272_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E]) []); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s201_dom (2 + a) 1 y1) (Hm : meas (s201_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board (2 + a) 1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s201_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s201_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s201_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s201_c2_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s201_c2_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s201_c3_moves (a b : nat) : rmoves (s201_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E]) []) (s197_board (2 + a)) (0) _ (s197_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E]) []); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH (2 + a) y1); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) []) (s219_board (2 + a) (2 + b)) (0) _ (s219_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH (2 + a) (2 + b) y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s201_dom (2 + a) (2 + b) y1) (Hm : meas (s201_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board (2 + a) (2 + b))).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s201_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s201_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s201_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s201_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s201_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s201_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C201 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s201_dom in Hdom.
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
      exact (s201_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s201_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s201_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s202_c1_moves (a : nat) : rmoves (s202_board (5 + a)) = [repeat T (5 + a) ++ [F; F; T; F; E; F; E; F; T; F]; repeat T (5 + a) ++ [F; F; T; E; F; F; F; E; T; F]].
Proof. unfold s202_board. tf_options. Qed.
Lemma s202_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; F; T; F; E; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ [F; F; T; F; E; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []) (s220_board (5 + a)) (0) _ (s220_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s220_board; target_board_eq | strip_offset].
  - unfold s220_form; apply form_int; zlia.
  - intros HT; apply (use220 IH (5 + a) y1); [unfold s220_dom; zlia | unfold lex3; lia].
Qed.
Lemma s202_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; F; T; E; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ [F; F; T; E; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s177_board (5 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s177_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; T; E; F; F; F; E; T; F]) []); [strip_eq | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (5 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s177_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s202_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s202_dom (5 + a) y1) (Hm : meas (s202_board (5 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s202_board (5 + a))).
Proof.
  unfold s202_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s202_board (5 + a))) in Hg. cbn [rights] in Hg. rewrite s202_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s202_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s202_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s202_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s202_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s202_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C202 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s202_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s202_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

