(* tf_erickson_first_strategy_cases4: the proofs of Lower's nodes 175 to 206 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s175_c1_moves : rmoves (s175_board 0 0 1) = [[F; T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; F]) [(1, 0)]) (s60_board 1 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s175_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom 0 0 1 y1) (Hm : meas (s175_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 0 0 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s175_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s175_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c2_moves : rmoves (s175_board 0 0 2) = [].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom 0 0 2 y1) (Hm : meas (s175_board 0 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 0 0 2)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 0 0 2)) in Hg. cbn [rights] in Hg. rewrite s175_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s175_c3_moves : rmoves (s175_board 0 1 1) = [[F; F; T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([T; E; E; F]) [(1, 0)]) (s60_board 1 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s175_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom 0 1 1 y1) (Hm : meas (s175_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 0 1 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s175_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s175_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c4_moves (b : nat) : rmoves (s175_board 0 (2 + b) 1) = [repeat F (3 + b) ++ [T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([T; E; E; F]) [(1, 0)]) (s60_board 1 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s175_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s175_dom 0 (2 + b) 1 y1) (Hm : meas (s175_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 0 (2 + b) 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s175_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s175_c4_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c5_moves : rmoves (s175_board 1 0 1) = [[T; F; T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; E; F]) [(1, 0)]) (s130_board 1 1) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 1 y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom 1 0 1 y1) (Hm : meas (s175_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 1 0 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s175_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s175_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c6_moves : rmoves (s175_board 1 0 2) = [].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom 1 0 2 y1) (Hm : meas (s175_board 1 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 1 0 2)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 1 0 2)) in Hg. cbn [rights] in Hg. rewrite s175_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s175_c7_moves : rmoves (s175_board 1 1 1) = [[T; F; F; T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; T; E; E; F]) [(1, 0)]) (s51_board 1) (0) _ (s51_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH 1 y1); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom 1 1 1 y1) (Hm : meas (s175_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 1 1 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s175_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c7_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s175_c7_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c8_moves (b : nat) : rmoves (s175_board 1 (2 + b) 1) = [T :: repeat F (3 + b) ++ [T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s130_board 1 (3 + b)) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 (3 + b) y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s175_dom 1 (2 + b) 1 y1) (Hm : meas (s175_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board 1 (2 + b) 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s175_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c8_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s175_c8_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c9_moves (a : nat) : rmoves (s175_board (2 + a) 0 1) = [repeat T (2 + a) ++ [F; T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]) (s130_board (2 + a) 1) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) 1 y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s175_dom (2 + a) 0 1 y1) (Hm : meas (s175_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board (2 + a) 0 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s175_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c9_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s175_c9_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c10_moves (a : nat) : rmoves (s175_board (2 + a) 0 2) = [].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s175_dom (2 + a) 0 2 y1) (Hm : meas (s175_board (2 + a) 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board (2 + a) 0 2)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board (2 + a) 0 2)) in Hg. cbn [rights] in Hg. rewrite s175_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s175_c11_moves (a : nat) : rmoves (s175_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; F; T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]) (s51_board (2 + a)) (0) _ (s51_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH (2 + a) y1); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s175_dom (2 + a) 1 1 y1) (Hm : meas (s175_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board (2 + a) 1 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s175_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c11_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s175_c11_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s175_c12_moves (a b : nat) : rmoves (s175_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s130_board (2 + a) (3 + b)) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) (3 + b) y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s175_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s175_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s175_board (2 + a) (2 + b) 1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s175_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s175_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s175_c12_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s175_c12_moves a b) eq_refl Hm) Hd Hr). }

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
        exact (s175_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (c = 0) by zlia; subst c.
  exact (s175_c2 IH y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s175_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s175_c4 IH b y1 Hdom Hm Hd Hr).
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
        exact (s175_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (c = 0) by zlia; subst c.
  exact (s175_c6 IH y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s175_c7 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s175_c8 IH b y1 Hdom Hm Hd Hr).
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
        exact (s175_c9 IH a y1 Hdom Hm Hd Hr).
      }
      {
        assert (c = 0) by zlia; subst c.
  exact (s175_c10 IH a y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s175_c11 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s175_c12 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s176_c1_moves (b : nat) : rmoves (s176_board 0 (2 + b)) = [F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b); F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s176_board. tf_options. Qed.
Lemma s176_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 3)] (E :: E :: T :: T :: repeat F (2 + b)) []) (s248_board 0 0 2 (2 + b)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (E :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (2 + b) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; E; T; F]) []) (s319_board 1 1 1 1) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s85_board 0 0 (2 + b)) (-1) _ (int ((- Z.of_nat y1) + 1)) (s85_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 0 (2 + b) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s85_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s176_dom 0 (2 + b) y1) (Hm : meas (s176_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s176_board 0 (2 + b))).
Proof.
  unfold s176_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s176_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s176_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s176_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s176_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s176_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s176_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s176_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s176_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s176_c2_moves (b : nat) : rmoves (s176_board 1 (2 + b)) = [T :: F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b); T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s176_board. tf_options. Qed.
Lemma s176_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: E :: E :: T :: T :: repeat F (2 + b)) []) (s198_board 1 (2 + b)) (0) _ (s198_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s198_board; target_board_eq | strip_offset].
  - unfold s198_form; apply form_int; zlia.
  - intros HT; apply (use198 IH 1 (2 + b) y1); [unfold s198_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; E; T; F]) []) (s199_board 1) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH 1 y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s239_board 1 1 (2 + b)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH 1 1 (2 + b) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s176_dom 1 (2 + b) y1) (Hm : meas (s176_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s176_board 1 (2 + b))).
Proof.
  unfold s176_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s176_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s176_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s176_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s176_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s176_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s176_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s176_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s176_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s176_c3_moves (a b : nat) : rmoves (s176_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s176_board. tf_options. Qed.
Lemma s176_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 4 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: E :: T :: T :: repeat F (2 + b)) []) (s198_board (2 + a) (2 + b)) (0) _ (s198_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s198_board; target_board_eq | strip_offset].
  - unfold s198_form; apply form_int; zlia.
  - intros HT; apply (use198 IH (2 + a) (2 + b) y1); [unfold s198_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]) []) (s199_board (2 + a)) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH (2 + a) y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 4 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []) (s239_board (2 + a) 1 (2 + b)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH (2 + a) 1 (2 + b) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s176_dom (2 + a) (2 + b) y1) (Hm : meas (s176_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s176_board (2 + a) (2 + b))).
Proof.
  unfold s176_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s176_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s176_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 4 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s176_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s176_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s176_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s176_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 4 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s176_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s176_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s176_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s176_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s176_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s177_c1_moves (b : nat) : rmoves (s177_board 0 (2 + b) 0) = [F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; E]) [(1, 0)]) (s23_board 0 1) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; E]) [(1, 0)]) (s57_board 0 1 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s23_board 0 (2 + b)) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s57_board 0 (2 + b) 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s177_dom 0 (2 + b) 0 y1) (Hm : meas (s177_board 0 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board 0 (2 + b) 0)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board 0 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s177_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s177_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s177_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s177_c1_t1_a3 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s177_c1_t1_a4 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s177_c2_moves (b : nat) : rmoves (s177_board 0 (2 + b) 1) = [F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]; F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; E; T; F]) []) (s90_board 1) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; E; T; F]) []) (s319_board 1 1 1 1) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E; T; F]) []) (s135_board 1 (2 + b) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E; T; F]) []) (s319_board 1 (2 + b) 1 1) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 (3 + b) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 (3 + b) 0 y1); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s177_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s177_dom 0 (2 + b) 1 y1) (Hm : meas (s177_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board 0 (2 + b) 1)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s177_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s177_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s177_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s177_c2_t1_a3 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s177_c2_t1_a4 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c2_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s177_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s177_c3_moves (b c : nat) : rmoves (s177_board 0 (2 + b) (2 + c)) = [F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s319_board 1 1 1 (2 + c)) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c3_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 1 (2 + b) 1 (2 + c)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s177_c3_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s319_board 1 (2 + b) 1 (2 + c)) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s177_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2)] (T :: E :: repeat F (3 + b) ++ [E; T; F]) []) (s223_board 0 0 (3 + b) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + b) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s223_board 0 0 (3 + b) (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + b) (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s177_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s177_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board 0 (2 + b) (2 + c))).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s177_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s177_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s177_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s177_c3_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s177_c3_t1_a4 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c3_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c3_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s177_c4_moves (b : nat) : rmoves (s177_board 1 (2 + b) 0) = [T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; E]) [(1, 0)]) (s197_board 1) (0) _ (s197_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH 1 y1); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s219_board 1 (2 + b)) (0) _ (s219_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH 1 (2 + b) y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s177_dom 1 (2 + b) 0 y1) (Hm : meas (s177_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board 1 (2 + b) 0)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s177_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c4_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c4_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s177_c5_moves (b : nat) : rmoves (s177_board 1 (2 + b) 1) = [T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]; T :: F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; E; T; F]) []) (s199_board 1) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH 1 y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s237_board 1 (2 + b)) (0) _ (s237_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH 1 (2 + b) y1); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s201_board 1 (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s201_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 (3 + b) y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s177_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s177_dom 1 (2 + b) 1 y1) (Hm : meas (s177_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board 1 (2 + b) 1)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s177_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c5_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s177_c5_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c5_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s177_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s177_c6_moves (b c : nat) : rmoves (s177_board 1 (2 + b) (2 + c)) = [T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); T :: F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s239_board 1 1 (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH 1 1 (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s239_board 1 (2 + b) (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH 1 (2 + b) (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]) []) (s177_board 1 (3 + b) 1) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH 1 (3 + b) 1 y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s177_board 1 (3 + b) (2 + c)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH 1 (3 + b) (2 + c) y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s177_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s177_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board 1 (2 + b) (2 + c))).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s177_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c6_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c6_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c6_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c6_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s177_c7_moves (a b : nat) : rmoves (s177_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E]) [(1, 0)]) (s197_board (2 + a)) (0) _ (s197_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH (2 + a) y1); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s219_board (2 + a) (2 + b)) (0) _ (s219_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH (2 + a) (2 + b) y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s177_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s177_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board (2 + a) (2 + b) 0)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s177_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s177_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c7_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s177_c7_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s177_c8_moves (a b : nat) : rmoves (s177_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]; repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]) []) (s199_board (2 + a)) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH (2 + a) y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s237_board (2 + a) (2 + b)) (0) _ (s237_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH (2 + a) (2 + b) y1); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s201_board (2 + a) (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s201_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) (3 + b) y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s177_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s177_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s177_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board (2 + a) (2 + b) 1)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s177_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s177_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c8_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s177_c8_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c8_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s177_c8_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s177_c9_moves (a b c : nat) : rmoves (s177_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s239_board (2 + a) 1 (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH (2 + a) 1 (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s239_board (2 + a) (2 + b) (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH (2 + a) (2 + b) (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]) []) (s177_board (2 + a) (3 + b) 1) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) (3 + b) 1 y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s177_board (2 + a) (3 + b) (2 + c)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) (3 + b) (2 + c) y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s177_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s177_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s177_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s177_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s177_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c9_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s177_c9_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c9_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c9_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s177_c9_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s177_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s177_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s177_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s177_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s177_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s177_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s177_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s177_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s177_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s178_c1_moves (b : nat) : rmoves (s178_board 0 (2 + b)) = [F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b); F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: T :: E :: repeat F (2 + b)) []) (s85_board 0 0 (2 + b)) (-1) _ (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 0 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2)] ([T; E; F; F; E; F; T; F]) []) (s227_board 0 0 2 1) (0) _ (s227_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; F; E; F; T; F]) []); [reflexivity | unfold s227_board; target_board_eq | strip_offset].
  - unfold s227_form; apply form_int; zlia.
  - intros HT; apply (use227 IH 0 0 2 1 y1); [unfold s227_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []) (s227_board 0 0 2 (2 + b)) (0) _ (s227_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s227_board; target_board_eq | strip_offset].
  - unfold s227_form; apply form_int; zlia.
  - intros HT; apply (use227 IH 0 0 2 (2 + b) y1); [unfold s227_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s178_dom 0 (2 + b) y1) (Hm : meas (s178_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s178_board 0 (2 + b))).
Proof.
  unfold s178_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s178_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s178_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s178_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s178_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s178_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s178_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s178_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s178_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s178_c2_moves (b : nat) : rmoves (s178_board 1 (2 + b)) = [T :: F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b); T :: F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []) (s200_board 1 (2 + b)) (0) _ (s200_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH 1 (2 + b) y1); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; T; E; F; F; E; F; T; F]) []) (s202_board 1) (0) _ (s202_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; F; E; F; T; F]) []); [reflexivity | unfold s202_board; target_board_eq | strip_offset].
  - unfold s202_form; apply form_int; zlia.
  - intros HT; apply (use202 IH 1 y1); [unfold s202_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []) (s203_board 1 (2 + b)) (0) _ (s203_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s203_board; target_board_eq | strip_offset].
  - unfold s203_form; apply form_int; zlia.
  - intros HT; apply (use203 IH 1 (2 + b) y1); [unfold s203_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s178_dom 1 (2 + b) y1) (Hm : meas (s178_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s178_board 1 (2 + b))).
Proof.
  unfold s178_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s178_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s178_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s178_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s178_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s178_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s178_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s178_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s178_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s178_c3_moves (a b : nat) : rmoves (s178_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []) (s200_board (2 + a) (2 + b)) (0) _ (s200_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH (2 + a) (2 + b) y1); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; F; F; E; F; T; F]) []) (s202_board (2 + a)) (0) _ (s202_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; F; E; F; T; F]) []); [reflexivity | unfold s202_board; target_board_eq | strip_offset].
  - unfold s202_form; apply form_int; zlia.
  - intros HT; apply (use202 IH (2 + a) y1); [unfold s202_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []) (s203_board (2 + a) (2 + b)) (0) _ (s203_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s203_board; target_board_eq | strip_offset].
  - unfold s203_form; apply form_int; zlia.
  - intros HT; apply (use203 IH (2 + a) (2 + b) y1); [unfold s203_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s178_dom (2 + a) (2 + b) y1) (Hm : meas (s178_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s178_board (2 + a) (2 + b))).
Proof.
  unfold s178_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s178_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s178_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s178_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s178_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s178_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s178_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s178_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s178_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s178_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s178_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s178_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s179_c1_moves : rmoves (s179_board 0 0 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 0 0 0 y1) (Hm : meas (s179_board 0 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c2_moves : rmoves (s179_board 0 0 0 1) = [[E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 0 0 1 y1) (Hm : meas (s179_board 0 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c3_moves (d : nat) : rmoves (s179_board 0 0 0 (2 + d)) = [E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 0 0 0 (2 + d) y1) (Hm : meas (s179_board 0 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c3_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c3_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c4_moves : rmoves (s179_board 0 0 1 0) = [[F; T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T])).
Proof.
  apply (answer_form_L _ (s136_board) (2) _ (int ((- Z.of_nat y1) + 1)) (s136_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 2); (1, 0)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 0 1 0 y1) (Hm : meas (s179_board 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c5_moves : rmoves (s179_board 0 0 1 1) = [[F; T; E; E; T; F]; [E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s133_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s133_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) []); [strip_eq | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s133_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 0 1 1 y1) (Hm : meas (s179_board 0 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c5_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c5_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c5_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s179_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c6_moves (d : nat) : rmoves (s179_board 0 0 1 (2 + d)) = [F :: T :: E :: E :: T :: repeat F (2 + d); E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E; T; F]) []) (s319_board 1 2 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 2 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 0 0 1 (2 + d) y1) (Hm : meas (s179_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c6_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c6_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c6_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c6_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c7_moves (c : nat) : rmoves (s179_board 0 0 (2 + c) 0) = [F :: T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c7_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s57_board 0 (2 + c) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 0 0 (2 + c) 0 y1) (Hm : meas (s179_board 0 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c7_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c7_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c7_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c7_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c8_moves (c : nat) : rmoves (s179_board 0 0 (2 + c) 1) = [F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s319_board 1 (2 + c) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + c) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 0 0 (2 + c) 1 y1) (Hm : meas (s179_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c8_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c8_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c8_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c8_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c8_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s179_c8_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c9_moves (c d : nat) : rmoves (s179_board 0 0 (2 + c) (2 + d)) = [F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (2 + c) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + c) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s319_board 1 (3 + c) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (3 + c) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s179_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s179_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c9_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c9_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c9_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c9_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c9_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c9_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c9_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c9_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c10_moves : rmoves (s179_board 0 1 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 1 0 0 y1) (Hm : meas (s179_board 0 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c11_moves : rmoves (s179_board 0 1 0 1) = [[F; E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 1 0 1 y1) (Hm : meas (s179_board 0 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c11_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c11_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c12_moves (d : nat) : rmoves (s179_board 0 1 0 (2 + d)) = [F :: E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 0 1 0 (2 + d) y1) (Hm : meas (s179_board 0 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c12_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c12_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c12_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c12_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c13_moves : rmoves (s179_board 0 1 1 0) = [[F; F; T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; F; T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; T])).
Proof.
  apply (answer_form_L _ (s136_board) (2) _ (int ((- Z.of_nat y1) + 1)) (s136_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 2)] ([]) [(1, 2); (1, 0)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 1 1 0 y1) (Hm : meas (s179_board 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c13_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c13_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c14_moves : rmoves (s179_board 0 1 1 1) = [[F; F; T; E; E; T; F]; [F; E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s133_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s133_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; T; F]) []); [strip_eq | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s133_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 0 1 1 1 y1) (Hm : meas (s179_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c14_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c14_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c14_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c14_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c14_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s179_c14_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c15_moves (d : nat) : rmoves (s179_board 0 1 1 (2 + d)) = [F :: F :: T :: E :: E :: T :: repeat F (2 + d); F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; F; E; T; F]) []) (s319_board 1 2 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 2 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 0 1 1 (2 + d) y1) (Hm : meas (s179_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c15_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c15_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c15_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c15_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c15_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c15_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c16_moves (c : nat) : rmoves (s179_board 0 1 (2 + c) 0) = [F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c16_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s57_board 0 (2 + c) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 0 1 (2 + c) 0 y1) (Hm : meas (s179_board 0 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c16_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c16_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c16_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c16_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c16_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c16_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c17_moves (c : nat) : rmoves (s179_board 0 1 (2 + c) 1) = [F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s319_board 1 (2 + c) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + c) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 0 1 (2 + c) 1 y1) (Hm : meas (s179_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c17_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c17_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c17_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c17_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c17_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s179_c17_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c18_moves (c d : nat) : rmoves (s179_board 0 1 (2 + c) (2 + d)) = [F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (2 + c) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + c) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s319_board 1 (3 + c) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (3 + c) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s179_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s179_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c18_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c18_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c18_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c18_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c18_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c18_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c18_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c18_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c19_moves (b : nat) : rmoves (s179_board 0 (2 + b) 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 0 (2 + b) 0 0 y1) (Hm : meas (s179_board 0 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c20_moves (b : nat) : rmoves (s179_board 0 (2 + b) 0 1) = [repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 0 (2 + b) 0 1 y1) (Hm : meas (s179_board 0 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c20_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c20_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c21_moves (b d : nat) : rmoves (s179_board 0 (2 + b) 0 (2 + d)) = [repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s179_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s179_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c21_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c21_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c21_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c21_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c22_moves (b : nat) : rmoves (s179_board 0 (2 + b) 1 0) = [repeat F (3 + b) ++ [T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; T])).
Proof.
  apply (answer_form_L _ (s136_board) (2) _ (int ((- Z.of_nat y1) + 1)) (s136_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 3 + b)] ([]) [(1, 2); (1, 0)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 0 (2 + b) 1 0 y1) (Hm : meas (s179_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c22_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c22_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c23_moves (b : nat) : rmoves (s179_board 0 (2 + b) 1 1) = [repeat F (3 + b) ++ [T; E; E; T; F]; repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s133_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s133_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; T; F]) []); [strip_eq | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s133_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 0 (2 + b) 1 1 y1) (Hm : meas (s179_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c23_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c23_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c23_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c23_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c23_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s179_c23_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c24_moves (b d : nat) : rmoves (s179_board 0 (2 + b) 1 (2 + d)) = [repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d); repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; F; E; T; F]) []) (s319_board 1 2 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 2 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s179_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s179_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c24_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c24_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c24_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c24_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c24_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c24_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c25_moves (b c : nat) : rmoves (s179_board 0 (2 + b) (2 + c) 0) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c25_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s57_board 0 (2 + c) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s179_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s179_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c25_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c25_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c25_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c25_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c25_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c25_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c26_moves (b c : nat) : rmoves (s179_board 0 (2 + b) (2 + c) 1) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s319_board 1 (2 + c) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + c) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s179_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s179_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c26_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c26_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c26_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c26_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c26_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s179_c26_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c27_moves (b c d : nat) : rmoves (s179_board 0 (2 + b) (2 + c) (2 + d)) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (2 + c) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + c) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s319_board 1 (3 + c) 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c27_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s319_board 1 (3 + c) 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s179_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s179_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c27_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c27_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c27_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c27_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c27_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c27_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c27_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c27_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c28_moves : rmoves (s179_board 1 0 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 0 0 0 y1) (Hm : meas (s179_board 1 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c29_moves : rmoves (s179_board 1 0 0 1) = [[T; E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F]) [(1, 1)]) (s88_board 0 0 2 1 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 0 (1 + y1)); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 0 0 1 y1) (Hm : meas (s179_board 1 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c29_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c29_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c30_moves (d : nat) : rmoves (s179_board 1 0 0 (2 + d)) = [T :: E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; E; F]) []) (s286_board 1) (0) _ (s286_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; E; F]) []); [reflexivity | unfold s286_board; target_board_eq | strip_offset].
  - unfold s286_form; apply form_int; zlia.
  - intros HT; apply (use286 IH 1 y1); [unfold s286_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c30_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: E :: repeat F (2 + d)) []) (s286_board (2 + d)) (0) _ (s286_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s286_board; target_board_eq | strip_offset].
  - unfold s286_form; apply form_int; zlia.
  - intros HT; apply (use286 IH (2 + d) y1); [unfold s286_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 1 0 0 (2 + d) y1) (Hm : meas (s179_board 1 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c30_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c30_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c30_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c30_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c31_moves : rmoves (s179_board 1 0 1 0) = [[T; F; T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; T])).
Proof.
  apply (answer_form_L _ (s129_board 1 1) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F]) [(1, 2); (1, 0)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 1 (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 0 1 0 y1) (Hm : meas (s179_board 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c31_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c31_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c32_moves : rmoves (s179_board 1 0 1 1) = [[T; F; T; E; E; T; F]; [T; E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s268_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s268_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; T; F]) []); [strip_eq | unfold s268_board; target_board_eq | strip_offset].
  - unfold s268_form; apply form_int; zlia.
  - intros HT; apply (use268 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s268_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c32_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c32_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F]) [(1, 1)]) (s88_board 0 0 2 2 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (1 + y1)); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 0 1 1 y1) (Hm : meas (s179_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c32_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c32_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c32_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c32_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c32_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s179_c32_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c33_moves (d : nat) : rmoves (s179_board 1 0 1 (2 + d)) = [T :: F :: T :: E :: E :: T :: repeat F (2 + d); T :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board 1 1 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c33_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; T; E; F]) []) (s311_board 2 0) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; T; E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 2 0 y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c33_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: F :: T :: E :: repeat F (2 + d)) []) (s312_board 2 0 (2 + d)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: F :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 2 0 (2 + d) y1); [unfold s312_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 1 0 1 (2 + d) y1) (Hm : meas (s179_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c33_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c33_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c33_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c33_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c33_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c33_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c34_moves (c : nat) : rmoves (s179_board 1 0 (2 + c) 0) = [T :: F :: T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s262_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c34_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s263_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c34_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s88_board 1 1 1 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 1 0 (2 + c) 0 y1) (Hm : meas (s179_board 1 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c34_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c34_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c34_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c34_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c34_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c34_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c35_moves (c : nat) : rmoves (s179_board 1 0 (2 + c) 1) = [T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; T :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s80_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E; T; F]) []); [strip_eq | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c35_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s223_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E; T; F]) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c35_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board 1 1 (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c35_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + c)) [(1, 1)]) (s88_board 0 0 2 (3 + c) 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + c) 0 (1 + y1)); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 1 0 (2 + c) 1 y1) (Hm : meas (s179_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c35_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c35_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c35_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c35_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c35_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c35_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c35_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s179_c35_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c36_moves (c d : nat) : rmoves (s179_board 1 0 (2 + c) (2 + d)) = [T :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); T :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 1 1 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c36_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 1 1 (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c36_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + c) ++ [T; E; F]) []) (s311_board (3 + c) 0) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + c) ++ [T; E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (3 + c) 0 y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c36_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (2 + d)) []) (s312_board (3 + c) 0 (2 + d)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (3 + c) 0 (2 + d) y1); [unfold s312_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s179_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s179_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c36_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c36_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c36_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c36_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c36_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c36_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c36_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c36_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c37_moves : rmoves (s179_board 1 1 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 1 0 0 y1) (Hm : meas (s179_board 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c38_moves : rmoves (s179_board 1 1 0 1) = [[T; F; E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F]) [(1, 1)]) (s88_board 0 0 2 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 1 0 1 y1) (Hm : meas (s179_board 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c38_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c38_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c39_moves (d : nat) : rmoves (s179_board 1 1 0 (2 + d)) = [T :: F :: E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s179_board 1 1 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c39_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 1 1 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 1 1 0 (2 + d) y1) (Hm : meas (s179_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c39_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c39_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c39_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c39_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c40_moves : rmoves (s179_board 1 1 1 0) = [[T; F; F; T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; T])).
Proof.
  apply (answer_form_L _ (s37_board 1) (2) _ (int ((- Z.of_nat y1) + 1)) (s37_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F]) [(1, 2); (1, 0)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 1 1 0 y1) (Hm : meas (s179_board 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c40_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c40_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c41_moves : rmoves (s179_board 1 1 1 1) = [[T; F; F; T; E; E; T; F]; [T; F; E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s101_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s101_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; T; F]) []); [strip_eq | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c41_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s107_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s107_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; T; F]) []); [strip_eq | unfold s107_board; target_board_eq | strip_offset].
  - unfold s107_form; apply form_int; zlia.
  - intros HT; apply (use107 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s107_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c41_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F]) [(1, 1)]) (s88_board 0 0 2 2 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 1 1 1 y1) (Hm : meas (s179_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c41_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c41_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c41_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s179_c41_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c41_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s179_c41_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c42_moves (d : nat) : rmoves (s179_board 1 1 1 (2 + d)) = [T :: F :: F :: T :: E :: E :: T :: repeat F (2 + d); T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c42_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board 1 2 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c42_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; F; E; T; F]) []) (s148_board 1 1) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH 1 1 y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c42_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s148_board 1 (2 + d)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH 1 (2 + d) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s179_dom 1 1 1 (2 + d) y1) (Hm : meas (s179_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c42_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s179_c42_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c42_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c42_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c42_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s179_c42_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c43_moves (c : nat) : rmoves (s179_board 1 1 (2 + c) 0) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c43_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s137_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c43_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s201_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c43_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s88_board 1 2 1 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 1 1 (2 + c) 0 y1) (Hm : meas (s179_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c43_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c43_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c43_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c43_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c43_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c43_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c44_moves (c : nat) : rmoves (s179_board 1 1 (2 + c) 1) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; T :: F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c44_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s179_board 1 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c44_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board 1 2 (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c44_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c)) [(1, 1)]) (s88_board 0 0 2 (3 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + c) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s179_dom 1 1 (2 + c) 1 y1) (Hm : meas (s179_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c44_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c44_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c44_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c44_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s179_c44_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c44_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s179_c44_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c45_moves (c d : nat) : rmoves (s179_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); T :: F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c45_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 1 2 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c45_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 1 2 (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c45_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board 1 1 (3 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 (3 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c45_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 1 1 (3 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 (3 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s179_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s179_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c45_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c45_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c45_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c45_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c45_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c45_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c45_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c45_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c45_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c46_moves (b : nat) : rmoves (s179_board 1 (2 + b) 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 1 (2 + b) 0 0 y1) (Hm : meas (s179_board 1 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c46_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c47_moves (b : nat) : rmoves (s179_board 1 (2 + b) 0 1) = [T :: repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c47_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 1 (2 + b) 0 1 y1) (Hm : meas (s179_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c47_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c47_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c47_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c48_moves (b d : nat) : rmoves (s179_board 1 (2 + b) 0 (2 + d)) = [T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c48_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s179_board 1 (2 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c48_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 1 (2 + b) 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s179_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s179_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c48_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c48_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c48_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c48_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c48_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c49_moves (b : nat) : rmoves (s179_board 1 (2 + b) 1 0) = [T :: repeat F (3 + b) ++ [T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c49_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; T])).
Proof.
  apply (answer_form_L _ (s129_board 1 (3 + b)) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b)) [(1, 2); (1, 0)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 1 (2 + b) 1 0 y1) (Hm : meas (s179_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c49_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c49_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c49_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c50_moves (b : nat) : rmoves (s179_board 1 (2 + b) 1 1) = [T :: repeat F (3 + b) ++ [T; E; E; T; F]; T :: repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c50_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s268_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s268_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; T; F]) []); [strip_eq | unfold s268_board; target_board_eq | strip_offset].
  - unfold s268_form; apply form_int; zlia.
  - intros HT; apply (use268 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s268_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c50_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c50_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s179_dom 1 (2 + b) 1 1 y1) (Hm : meas (s179_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c50_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c50_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c50_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c50_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s179_c50_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c50_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s179_c50_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c51_moves (b d : nat) : rmoves (s179_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c51_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board 1 (3 + b) 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c51_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []) (s179_board 1 (2 + b) 2 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 2 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c51_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 1 (2 + b) 2 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 2 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s179_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s179_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c51_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c51_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c51_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c51_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c51_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c51_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c51_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c52_moves (b c : nat) : rmoves (s179_board 1 (2 + b) (2 + c) 0) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c52_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s262_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c52_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s263_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c52_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s88_board 1 (3 + b) 1 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s179_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s179_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c52_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c52_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c52_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c52_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c52_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c52_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c52_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c53_moves (b c : nat) : rmoves (s179_board 1 (2 + b) (2 + c) 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c53_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s179_board 1 (3 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c53_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board 1 (3 + b) (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c53_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s179_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s179_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c53_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c53_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c53_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c53_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c53_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c53_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s179_c53_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c54_moves (b c d : nat) : rmoves (s179_board 1 (2 + b) (2 + c) (2 + d)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c54_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 1 (3 + b) 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c54_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c54_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board 1 (2 + b) (3 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) (3 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c54_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 1 (2 + b) (3 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) (3 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s179_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s179_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c54_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c54_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c54_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c54_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c54_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c54_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c54_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c54_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c54_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c55_moves (a : nat) : rmoves (s179_board (2 + a) 0 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c55 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 0 0 0 y1) (Hm : meas (s179_board (2 + a) 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c55_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c56_moves (a : nat) : rmoves (s179_board (2 + a) 0 0 1) = [repeat T (2 + a) ++ [E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c56_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board (2 + a) 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 1 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c56 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 0 0 1 y1) (Hm : meas (s179_board (2 + a) 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c56_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c56_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c56_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c57_moves (a d : nat) : rmoves (s179_board (2 + a) 0 0 (2 + d)) = [repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c57_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s324_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s324_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) []); [strip_eq | unfold s324_board; target_board_eq | strip_offset].
  - unfold s324_form; apply form_int; zlia.
  - intros HT; apply (use324 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s324_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c57_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s85_board (2 + a) 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; F]) []); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH (2 + a) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c57_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 0 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c57 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s179_dom (2 + a) 0 0 (2 + d) y1) (Hm : meas (s179_board (2 + a) 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c57_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c57_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c57_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c57_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c57_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c57_t1_a3 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c57_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c58_moves (a : nat) : rmoves (s179_board (2 + a) 0 1 0) = [repeat T (2 + a) ++ [F; T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c58_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; T])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) 1) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 2); (1, 0)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) 1 (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c58 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 0 1 0 y1) (Hm : meas (s179_board (2 + a) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c58_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c58_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c58_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c59_moves (a : nat) : rmoves (s179_board (2 + a) 0 1 1) = [repeat T (2 + a) ++ [F; T; E; E; T; F]; repeat T (2 + a) ++ [E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c59_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s268_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s268_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []); [strip_eq | unfold s268_board; target_board_eq | strip_offset].
  - unfold s268_form; apply form_int; zlia.
  - intros HT; apply (use268 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s268_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c59_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c59_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board (2 + a) 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c59 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 0 1 1 y1) (Hm : meas (s179_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c59_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c59_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c59_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c59_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c59_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c59_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s179_c59_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c60_moves (a d : nat) : rmoves (s179_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c60_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 1 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c60_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s325_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s325_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; T; E; F]) []); [strip_eq | unfold s325_board; target_board_eq | strip_offset].
  - unfold s325_form; apply form_int; zlia.
  - intros HT; apply (use325 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s325_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c60_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s204_board (2 + a) 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; T; E; F]) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH (2 + a) 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c60_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 0 2 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 2 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c60 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s179_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s179_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c60_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c60_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c60_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c60_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s179_c60_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c60_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s179_c60_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c60_t2_a3 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s179_c60_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c61_moves (a c : nat) : rmoves (s179_board (2 + a) 0 (2 + c) 0) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c61_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s262_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c61_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s263_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c61_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s88_board (2 + a) 1 1 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c61 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s179_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s179_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c61_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c61_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c61_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c61_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c61_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c61_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c61_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c62_moves (a c : nat) : rmoves (s179_board (2 + a) 0 (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c62_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s80_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) []); [strip_eq | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c62_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s223_board (2 + a) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c62_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board (2 + a) 1 (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c62_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board (2 + a) (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s57_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + c) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c62 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s179_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s179_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c62_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c62_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c62_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c62_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c62_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c62_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c62_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c62_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s179_c62_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c63_moves (a c d : nat) : rmoves (s179_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c63_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 1 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c63_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c63_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board (2 + a) 0 (3 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 (3 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c63_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 0 (3 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 (3 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c63 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s179_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s179_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c63_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c63_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c63_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c63_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c63_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c63_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c63_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c63_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c63_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c64_moves (a : nat) : rmoves (s179_board (2 + a) 1 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c64 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 1 0 0 y1) (Hm : meas (s179_board (2 + a) 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c64_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c65_moves (a : nat) : rmoves (s179_board (2 + a) 1 0 1) = [repeat T (2 + a) ++ [F; E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c65_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c65 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 1 0 1 y1) (Hm : meas (s179_board (2 + a) 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c65_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c65_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c65_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c66_moves (a d : nat) : rmoves (s179_board (2 + a) 1 0 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c66_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s179_board (2 + a) 1 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c66_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 1 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c66 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s179_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s179_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c66_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c66_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c66_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c66_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c66_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c67_moves (a : nat) : rmoves (s179_board (2 + a) 1 1 0) = [repeat T (2 + a) ++ [F; F; T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c67_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; T])).
Proof.
  apply (answer_form_L _ (s37_board (2 + a)) (2) _ (int ((- Z.of_nat y1) + 1)) (s37_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F]) [(1, 2); (1, 0)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c67 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 1 1 0 y1) (Hm : meas (s179_board (2 + a) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c67_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c67_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c67_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c68_moves (a : nat) : rmoves (s179_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; F; T; E; E; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c68_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s101_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s101_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) []); [strip_eq | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c68_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s107_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s107_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) []); [strip_eq | unfold s107_board; target_board_eq | strip_offset].
  - unfold s107_form; apply form_int; zlia.
  - intros HT; apply (use107 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s107_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c68_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s56_board (2 + a) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s56_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F]) [(1, 1)]); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 y1); [unfold s56_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c68 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 1 1 1 y1) (Hm : meas (s179_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c68_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c68_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c68_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c68_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s179_c68_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c68_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s179_c68_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c69_moves (a d : nat) : rmoves (s179_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c69_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 2 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c69_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []) (s148_board (2 + a) 1) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) 1 y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c69_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s148_board (2 + a) (2 + d)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) (2 + d) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c69 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s179_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s179_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c69_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c69_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s179_c69_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c69_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s179_c69_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c69_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s179_c69_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c70_moves (a c : nat) : rmoves (s179_board (2 + a) 1 (2 + c) 0) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c70_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s137_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c70_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s201_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c70_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s88_board (2 + a) 2 1 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c70 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s179_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s179_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c70_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c70_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c70_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c70_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c70_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c70_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c70_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c71_moves (a c : nat) : rmoves (s179_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c71_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s179_board (2 + a) 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c71_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board (2 + a) 2 (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c71_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c71 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s179_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s179_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c71_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c71_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c71_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c71_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s179_c71_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c71_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s179_c71_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c72_moves (a c d : nat) : rmoves (s179_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c72_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 2 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c72_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c72_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board (2 + a) 1 (3 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (3 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c72_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c72 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s179_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s179_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c72_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c72_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c72_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c72_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c72_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c72_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c72_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c72_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c72_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c73_moves (a b : nat) : rmoves (s179_board (2 + a) (2 + b) 0 0) = [].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c73 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) 0 0 y1) (Hm : meas (s179_board (2 + a) (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) 0 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s179_c73_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s179_c74_moves (a b : nat) : rmoves (s179_board (2 + a) (2 + b) 0 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c74_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c74 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s179_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) 0 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s179_c74_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c74_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s179_c74_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c75_moves (a b d : nat) : rmoves (s179_board (2 + a) (2 + b) 0 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c75_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s179_board (2 + a) (2 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c75_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c75 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s179_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c75_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c75_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c75_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c75_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c75_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c76_moves (a b : nat) : rmoves (s179_board (2 + a) (2 + b) 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c76_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) (3 + b)) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b)) [(1, 2); (1, 0)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c76 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s179_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) 1 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s179_c76_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c76_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s179_c76_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c77_moves (a b : nat) : rmoves (s179_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c77_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s268_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s268_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []); [strip_eq | unfold s268_board; target_board_eq | strip_offset].
  - unfold s268_form; apply form_int; zlia.
  - intros HT; apply (use268 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s268_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c77_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s222_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s222_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []); [strip_eq | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s222_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s179_c77_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c77 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s179_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s179_c77_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c77_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s179_c77_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c77_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s179_c77_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c77_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s179_c77_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c78_moves (a b d : nat) : rmoves (s179_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c78_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) (3 + b) 0 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) 0 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c78_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []) (s179_board (2 + a) (2 + b) 2 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 2 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c78_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 2 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c78 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s179_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c78_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c78_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s179_c78_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c78_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c78_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c78_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s179_c78_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c79_moves (a b c : nat) : rmoves (s179_board (2 + a) (2 + b) (2 + c) 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c79_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s262_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c79_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s263_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c79_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s88_board (2 + a) (3 + b) 1 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c79 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s179_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s179_c79_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s179_c79_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c79_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s179_c79_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c79_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c79_t1_a3 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c79_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s179_c80_moves (a b c : nat) : rmoves (s179_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c80_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s179_board (2 + a) (3 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c80_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c80_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c80 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s179_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s179_c80_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c80_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c80_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c80_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s179_c80_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c80_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s179_c80_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s179_c81_moves (a b c d : nat) : rmoves (s179_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c81_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c81_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c81_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board (2 + a) (2 + b) (3 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) (3 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c81_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) (3 + c) (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s179_c81 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s179_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s179_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s179_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s179_c81_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c81_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c81_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c81_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s179_c81_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c81_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c81_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c81_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s179_c81_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s179_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c4 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c5 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c6 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c7 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c8 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c9 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s179_c10 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c11 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c12 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c13 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c14 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c15 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c16 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c17 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c18 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s179_c19 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c20 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c21 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c22 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c23 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c24 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c25 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c26 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c27 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s179_c28 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c29 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c30 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c31 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c32 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c33 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c34 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c35 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c36 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s179_c37 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c38 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c39 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c40 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c41 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c42 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c43 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c44 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c45 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s179_c46 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c47 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c48 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c49 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c50 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c51 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c52 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c53 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c54 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s179_c55 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c56 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c57 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c58 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c59 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c60 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c61 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c62 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c63 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s179_c64 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c65 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c66 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c67 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c68 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c69 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c70 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c71 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c72 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s179_c73 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c74 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c75 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c76 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c77 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c78 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s179_c79 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c80 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s179_c81 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s180_c1_moves (a b c : nat) : rmoves (s180_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c)].
Proof. unfold s180_board. tf_options. Qed.
Lemma s180_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s144_board (2 + a) (2 + c)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH (2 + a) (2 + c) y1); [unfold s144_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ T :: E :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s177_board (2 + a) (2 + b) (2 + c)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) (2 + b) (2 + c) y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s192_board (2 + a) (2 + b) 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + b) 1 y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s192_board (2 + a) (2 + b) (2 + c)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + b) (2 + c) y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s180_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s180_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s180_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s180_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s180_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s180_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s180_c1_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s180_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s180_c1_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s180_c1_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s180_c1_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s180_c1_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s180_c1_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s180_c1_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s180_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s181_c1_moves : rmoves (s181_board 0 0) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s181_dom 0 0 y1) (Hm : meas (s181_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board 0 0)).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s181_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c2_moves : rmoves (s181_board 0 1) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s181_dom 0 1 y1) (Hm : meas (s181_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board 0 1)).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s181_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c3_moves (b : nat) : rmoves (s181_board 0 (2 + b)) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s181_dom 0 (2 + b) y1) (Hm : meas (s181_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board 0 (2 + b))).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s181_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c4_moves : rmoves (s181_board 1 0) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s181_dom 1 0 y1) (Hm : meas (s181_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board 1 0)).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s181_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c5_moves : rmoves (s181_board 1 1) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s181_dom 1 1 y1) (Hm : meas (s181_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board 1 1)).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s181_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c6_moves (b : nat) : rmoves (s181_board 1 (2 + b)) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s181_dom 1 (2 + b) y1) (Hm : meas (s181_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board 1 (2 + b))).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s181_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c7_moves (a : nat) : rmoves (s181_board (2 + a) 0) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s181_dom (2 + a) 0 y1) (Hm : meas (s181_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board (2 + a) 0)).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s181_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c8_moves (a : nat) : rmoves (s181_board (2 + a) 1) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s181_dom (2 + a) 1 y1) (Hm : meas (s181_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board (2 + a) 1)).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s181_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_c9_moves (a b : nat) : rmoves (s181_board (2 + a) (2 + b)) = [].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s181_dom (2 + a) (2 + b) y1) (Hm : meas (s181_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s181_board (2 + a) (2 + b))).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s181_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s181_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s181_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C181 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s181_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s181_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s181_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s181_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s181_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s181_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s181_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s181_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s181_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s181_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s182_c1_moves : rmoves (s182_board 0 3 0) = [].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s182_dom 0 3 0 y1) (Hm : meas (s182_board 0 3 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board 0 3 0)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board 0 3 0)) in Hg. cbn [rights] in Hg. rewrite s182_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s182_c2_moves (b : nat) : rmoves (s182_board 0 (3 + b) 1) = [F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s265_board (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s265_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [strip_eq | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s182_dom 0 (3 + b) 1 y1) (Hm : meas (s182_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board 0 (3 + b) 1)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board 0 (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s182_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s182_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s182_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s182_c3_moves (b c : nat) : rmoves (s182_board 0 (3 + b) (2 + c)) = [F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s311_board 1 (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board 1 (4 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s182_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s182_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s182_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board 0 (3 + b) (2 + c))).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board 0 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s182_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s182_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s182_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s182_c4_moves : rmoves (s182_board 1 3 0) = [].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s182_dom 1 3 0 y1) (Hm : meas (s182_board 1 3 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board 1 3 0)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board 1 3 0)) in Hg. cbn [rights] in Hg. rewrite s182_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s182_c5_moves (b : nat) : rmoves (s182_board 1 (3 + b) 1) = [T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) []) (s309_board 0 0 3 1 (4 + b)) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 1 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s182_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s182_dom 1 (3 + b) 1 y1) (Hm : meas (s182_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board 1 (3 + b) 1)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board 1 (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s182_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s182_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s182_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s182_c6_moves (b c : nat) : rmoves (s182_board 1 (3 + b) (2 + c)) = [T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []) (s313_board 0 0 3 1 (4 + b) 1) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s182_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []) (s313_board 0 0 3 1 (4 + b) (2 + c)) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s182_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s182_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s182_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board 1 (3 + b) (2 + c))).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s182_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s182_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s182_c6_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s182_c7_moves (a : nat) : rmoves (s182_board (2 + a) 3 0) = [].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s182_dom (2 + a) 3 0 y1) (Hm : meas (s182_board (2 + a) 3 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board (2 + a) 3 0)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board (2 + a) 3 0)) in Hg. cbn [rights] in Hg. rewrite s182_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s182_c8_moves (a b : nat) : rmoves (s182_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s181_board (2 + a) (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s181_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [strip_eq | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s182_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s182_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board (2 + a) (3 + b) 1)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board (2 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s182_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s182_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s182_c8_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s182_c9_moves (a b c : nat) : rmoves (s182_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s182_board (2 + a) (4 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (2 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s182_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s182_board (2 + a) (4 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (2 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s182_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s182_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s182_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s182_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s182_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s182_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s182_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s182_c9_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s182_c9_moves a b c) eq_refl Hm) Hd Hr). }
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
        assert (b = 1) by zlia; subst b.
  exact (s182_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s182_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s182_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        assert (b = 1) by zlia; subst b.
  exact (s182_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s182_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s182_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        assert (b = 1) by zlia; subst b.
  exact (s182_c7 IH a y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s182_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s182_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s183_c1_moves (d : nat) : rmoves (s183_board 0 0 1 (2 + d)) = [F :: T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; T; F; E]) []) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s183_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s183_board 0 0 1 (2 + d)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 0 0 1 (2 + d) y1); [unfold s183_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s183_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s183_dom 0 0 1 (2 + d) y1) (Hm : meas (s183_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 0 0 1 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 0 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c1_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s183_c1_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c1_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s183_c1_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s183_c2_moves (c d : nat) : rmoves (s183_board 0 0 (2 + c) (2 + d)) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s183_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s183_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s183_c3_moves (d : nat) : rmoves (s183_board 0 1 2 (2 + d)) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s183_dom 0 1 2 (2 + d) y1) (Hm : meas (s183_board 0 1 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 0 1 2 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 0 1 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s183_c4_moves (d : nat) : rmoves (s183_board 1 0 1 (2 + d)) = [T :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; T; F; E]) []) (s175_board 1 1 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 1 1 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s183_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s183_board 1 1 1 (2 + d)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 1 1 1 (2 + d) y1); [unfold s183_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s183_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s183_dom 1 0 1 (2 + d) y1) (Hm : meas (s183_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 1 0 1 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s183_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c4_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s183_c4_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s183_c5_moves : rmoves (s183_board 1 0 2 2) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s183_dom 1 0 2 2 y1) (Hm : meas (s183_board 1 0 2 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 1 0 2 2)).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 1 0 2 2)) in Hg. cbn [rights] in Hg. rewrite s183_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s183_c6_moves (d : nat) : rmoves (s183_board 1 1 1 (2 + d)) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; T; F; E]) []) (s175_board 1 2 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 1 2 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s183_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s183_board 1 2 1 (2 + d)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 1 2 1 (2 + d) y1); [unfold s183_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s183_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s183_dom 1 1 1 (2 + d) y1) (Hm : meas (s183_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 1 1 1 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c6_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s183_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c6_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s183_c6_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s183_c7_moves (d : nat) : rmoves (s183_board 1 1 2 (2 + d)) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s183_dom 1 1 2 (2 + d) y1) (Hm : meas (s183_board 1 1 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 1 1 2 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 1 1 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s183_c8_moves (b d : nat) : rmoves (s183_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s175_board 1 (3 + b) 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 1 (3 + b) 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s183_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s183_board 1 (3 + b) 1 (2 + d)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 1 (3 + b) 1 (2 + d) y1); [unfold s183_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s183_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s183_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s183_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c8_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s183_c8_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c8_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s183_c8_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s183_c9_moves (a d : nat) : rmoves (s183_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; T; F; E]) []) (s175_board (2 + a) 1 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (2 + a) 1 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s183_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s183_board (2 + a) 1 1 (2 + d)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (2 + a) 1 1 (2 + d) y1); [unfold s183_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s183_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s183_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s183_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c9_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s183_c9_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c9_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s183_c9_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s183_c10_moves (a : nat) : rmoves (s183_board (2 + a) 0 2 2) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s183_dom (2 + a) 0 2 2 y1) (Hm : meas (s183_board (2 + a) 0 2 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board (2 + a) 0 2 2)).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board (2 + a) 0 2 2)) in Hg. cbn [rights] in Hg. rewrite s183_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s183_c11_moves (a d : nat) : rmoves (s183_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []) (s175_board (2 + a) 2 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (2 + a) 2 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s183_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s183_board (2 + a) 2 1 (2 + d)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (2 + a) 2 1 (2 + d) y1); [unfold s183_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s183_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s183_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s183_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c11_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s183_c11_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c11_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s183_c11_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s183_c12_moves (a d : nat) : rmoves (s183_board (2 + a) 1 2 (2 + d)) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s183_dom (2 + a) 1 2 (2 + d) y1) (Hm : meas (s183_board (2 + a) 1 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board (2 + a) 1 2 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board (2 + a) 1 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s183_c13_moves (a b d : nat) : rmoves (s183_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s175_board (2 + a) (3 + b) 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (2 + a) (3 + b) 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s183_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [T; F; E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []) (s183_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (2 + a) (3 + b) 1 (2 + d) y1); [unfold s183_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s183_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s183_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s183_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s183_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s183_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s183_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c13_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s183_c13_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s183_c13_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s183_c13_moves a b d) eq_refl Hm) Hd Hr). }
 }

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
          exact (s183_c1 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s183_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
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
  exact (s183_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s183_c4 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  assert (d = 0) by zlia; subst d.
  exact (s183_c5 IH y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s183_c6 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s183_c7 IH d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s183_c8 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s183_c9 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  assert (d = 0) by zlia; subst d.
  exact (s183_c10 IH a y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s183_c11 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s183_c12 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s183_c13 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s184_c1_moves : rmoves (s184_board 0 1 2 0 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 0 1 2 0 1 0 y1) (Hm : meas (s184_board 0 1 2 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 0 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c2_moves : rmoves (s184_board 0 1 2 0 1 1) = [[F; E; T; T; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; E; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; E; T; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; E]) [(1, 0)]) (s29_board 0 2 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 1 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 0 1 2 0 1 1 y1) (Hm : meas (s184_board 0 1 2 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 0 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s184_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c3_moves (f : nat) : rmoves (s184_board 0 1 2 0 1 (2 + f)) = [F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; E; T; F]) []) (s95_board 2 1) (0) _ (s95_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; T; F]) []); [reflexivity | unfold s95_board; target_board_eq | strip_offset].
  - unfold s95_form; apply form_int; zlia.
  - intros HT; apply (use95 IH 2 1 y1); [unfold s95_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: E :: T :: repeat F (2 + f)) []) (s96_board 2 1 (2 + f)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 2 1 (2 + f) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hdom : s184_dom 0 1 2 0 1 (2 + f) y1) (Hm : meas (s184_board 0 1 2 0 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 0 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 0 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c3_t1_a1 IH f y1 Hw (move_below_r _ _ 0 _ _ (s184_c3_moves f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c3_t1_a2 IH f y1 Hw (move_below_r _ _ 0 _ _ (s184_c3_moves f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c4_moves : rmoves (s184_board 0 1 2 1 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 0 1 2 1 1 0 y1) (Hm : meas (s184_board 0 1 2 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 1 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c5_moves : rmoves (s184_board 0 1 2 1 1 1) = [[F; E; T; T; F; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; E; T; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; E; T; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; F; E]) [(1, 0)]) (s29_board 0 2 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 0 1 2 1 1 1 y1) (Hm : meas (s184_board 0 1 2 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 1 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s184_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c6_moves (f : nat) : rmoves (s184_board 0 1 2 1 1 (2 + f)) = [F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; F; E; T; F]) []) (s135_board 2 2 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 1 y1); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + f)) []) (s135_board 2 2 1 (2 + f)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 (2 + f) y1); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hdom : s184_dom 0 1 2 1 1 (2 + f) y1) (Hm : meas (s184_board 0 1 2 1 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 1 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 1 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c6_t1_a1 IH f y1 Hw (move_below_r _ _ 0 _ _ (s184_c6_moves f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c6_t1_a2 IH f y1 Hw (move_below_r _ _ 0 _ _ (s184_c6_moves f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c7_moves (d : nat) : rmoves (s184_board 0 1 2 (2 + d) 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s184_dom 0 1 2 (2 + d) 1 0 y1) (Hm : meas (s184_board 0 1 2 (2 + d) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 (2 + d) 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 (2 + d) 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c8_moves (d : nat) : rmoves (s184_board 0 1 2 (2 + d) 1 1) = [F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]) (s29_board 0 2 (3 + d)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + d) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s184_dom 0 1 2 (2 + d) 1 1 y1) (Hm : meas (s184_board 0 1 2 (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 (2 + d) 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c8_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s184_c8_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c9_moves (d f : nat) : rmoves (s184_board 0 1 2 (2 + d) 1 (2 + f)) = [F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []) (s135_board 2 (3 + d) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + d) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []) (s135_board 2 (3 + d) 1 (2 + f)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + d) 1 (2 + f) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hdom : s184_dom 0 1 2 (2 + d) 1 (2 + f) y1) (Hm : meas (s184_board 0 1 2 (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 0 1 2 (2 + d) 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 0 1 2 (2 + d) 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c9_t1_a1 IH d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c9_moves d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c9_t1_a2 IH d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c9_moves d f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c10_moves : rmoves (s184_board 1 1 1 0 1 1) = [[T; F; E; T; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F]) [(1, 1)]) (s29_board 0 2 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 1 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 1 1 1 0 1 1 y1) (Hm : meas (s184_board 1 1 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 1 0 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c10_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s184_c10_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c11_moves (f : nat) : rmoves (s184_board 1 1 1 0 1 (2 + f)) = [T :: F :: E :: T :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s106_board 1) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH 1 y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + f)) []) (s123_board 1 (2 + f)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH 1 (2 + f) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hdom : s184_dom 1 1 1 0 1 (2 + f) y1) (Hm : meas (s184_board 1 1 1 0 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 1 0 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 1 0 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c11_t1_a1 IH f y1 Hw (move_below_r _ _ 0 _ _ (s184_c11_moves f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c11_t1_a2 IH f y1 Hw (move_below_r _ _ 0 _ _ (s184_c11_moves f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c12_moves : rmoves (s184_board 1 1 1 1 1 1) = [[T; F; F; T; E; E; T; F]; [T; F; E; T; F; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; E; T; F]) []) (s142_board 1 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F]) [(1, 1)]) (s29_board 0 2 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 1 1 1 1 1 1 y1) (Hm : meas (s184_board 1 1 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 1 1 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c12_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s184_c12_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c12_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s184_c12_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c13_moves (f : nat) : rmoves (s184_board 1 1 1 1 1 (2 + f)) = [T :: F :: F :: T :: E :: E :: T :: repeat F (2 + f); T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + f))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + f)) []) (s142_board 1 2 1 (2 + f)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 (2 + f) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; F; E; T; F]) []) (s146_board 1 2 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 2 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c13_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + f)) []) (s146_board 1 2 (2 + f)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 2 (2 + f) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hdom : s184_dom 1 1 1 1 1 (2 + f) y1) (Hm : meas (s184_board 1 1 1 1 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 1 1 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 1 1 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c13_t1_a1 IH f y1 Hw (move_below_r _ _ 0 _ _ (s184_c13_moves f) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c13_t2_a1 IH f y1 Hw (move_below_r _ _ 1 _ _ (s184_c13_moves f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c13_t2_a2 IH f y1 Hw (move_below_r _ _ 1 _ _ (s184_c13_moves f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c14_moves (d : nat) : rmoves (s184_board 1 1 1 (2 + d) 1 1) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; T; F]; T :: F :: E :: T :: repeat F (3 + d) ++ [T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; T; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s173_board 1 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; T; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E; T; F]) []) (s173_board 1 2 (2 + d) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + d) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d)) [(1, 1)]) (s29_board 0 2 (3 + d)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d)) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + d) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s184_dom 1 1 1 (2 + d) 1 1 y1) (Hm : meas (s184_board 1 1 1 (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 1 (2 + d) 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 1 (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c14_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s184_c14_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c14_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s184_c14_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c14_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s184_c14_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c15_moves (d f : nat) : rmoves (s184_board 1 1 1 (2 + d) 1 (2 + f)) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: T :: repeat F (2 + f); T :: F :: E :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: T :: repeat F (2 + f))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + f)) []) (s173_board 1 2 1 1 (2 + f)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 (2 + f) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: T :: repeat F (2 + f))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []) (s173_board 1 2 (2 + d) 1 (2 + f)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + d) 1 (2 + f) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (3 + d) ++ [E; T; F]) []) (s146_board 1 (3 + d) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (3 + d) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []) (s146_board 1 (3 + d) (2 + f)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (3 + d) (2 + f) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d f y1 : nat)
  (Hdom : s184_dom 1 1 1 (2 + d) 1 (2 + f) y1) (Hm : meas (s184_board 1 1 1 (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 1 (2 + d) 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 1 (2 + d) 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c15_t1_a1 IH d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c15_moves d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c15_t1_a2 IH d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c15_moves d f) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c15_t2_a1 IH d f y1 Hw (move_below_r _ _ 1 _ _ (s184_c15_moves d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c15_t2_a2 IH d f y1 Hw (move_below_r _ _ 1 _ _ (s184_c15_moves d f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c16_moves : rmoves (s184_board 1 1 2 0 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 1 1 2 0 1 0 y1) (Hm : meas (s184_board 1 1 2 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 2 0 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 2 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c17_moves (c : nat) : rmoves (s184_board 1 1 (2 + c) 0 1 1) = [T :: F :: E :: repeat T (2 + c) ++ [F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F]) [(1, 1)]) (s29_board 0 (3 + c) 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) 1 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 0 1 1 y1) (Hm : meas (s184_board 1 1 (2 + c) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 0 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c17_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s184_c17_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c18_moves (c f : nat) : rmoves (s184_board 1 1 (2 + c) 0 1 (2 + f)) = [T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s184_board 1 1 (2 + c) 1 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 1 1 1 y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + f)) []) (s184_board 1 1 (2 + c) 1 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 1 1 (2 + f) y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 0 1 (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) 0 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 0 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 0 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c18_t1_a1 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c18_moves c f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c18_t1_a2 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c18_moves c f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c19_moves : rmoves (s184_board 1 1 2 1 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 1 1 2 1 1 0 y1) (Hm : meas (s184_board 1 1 2 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 2 1 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 2 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c20_moves (c : nat) : rmoves (s184_board 1 1 (2 + c) 1 1 1) = [T :: F :: E :: repeat T (2 + c) ++ [F; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; F]) [(1, 1)]) (s29_board 0 (3 + c) 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) 2 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 1 1 y1) (Hm : meas (s184_board 1 1 (2 + c) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c20_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s184_c20_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c21_moves (c f : nat) : rmoves (s184_board 1 1 (2 + c) 1 1 (2 + f)) = [T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ [F; F; E; T; F]) []) (s184_board 1 1 (2 + c) 2 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ [F; F; E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 2 1 1 y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: T :: repeat F (2 + f)) []) (s184_board 1 1 (2 + c) 2 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) 2 1 (2 + f) y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 1 (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) 1 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c21_t1_a1 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c21_moves c f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c21_t1_a2 IH c f y1 Hw (move_below_r _ _ 0 _ _ (s184_c21_moves c f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c22_moves (c : nat) : rmoves (s184_board 1 1 (2 + c) 1 2 1) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 2 1 y1) (Hm : meas (s184_board 1 1 (2 + c) 1 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 2 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 2 1)) in Hg. cbn [rights] in Hg. rewrite s184_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c23_moves (c f : nat) : rmoves (s184_board 1 1 (2 + c) 1 2 (2 + f)) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) 1 2 (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) 1 2 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) 1 2 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) 1 2 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c24_moves (d : nat) : rmoves (s184_board 1 1 2 (2 + d) 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s184_dom 1 1 2 (2 + d) 1 0 y1) (Hm : meas (s184_board 1 1 2 (2 + d) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 2 (2 + d) 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 2 (2 + d) 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c25_moves (c d : nat) : rmoves (s184_board 1 1 (2 + c) (2 + d) 1 1) = [T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]) (s29_board 0 (3 + c) (3 + d)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) (3 + d) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) (2 + d) 1 1 y1) (Hm : meas (s184_board 1 1 (2 + c) (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) (2 + d) 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c25_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s184_c25_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c26_moves (c d f : nat) : rmoves (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = [T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; T; F]) []) (s184_board 1 1 (2 + c) (3 + d) 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) (3 + d) 1 1 y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []) (s184_board 1 1 (2 + c) (3 + d) 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + c) (3 + d) 1 (2 + f) y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) (2 + d) 1 (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) (2 + d) 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c26_t1_a1 IH c d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c26_moves c d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c26_t1_a2 IH c d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c26_moves c d f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c27_moves (c d e f : nat) : rmoves (s184_board 1 1 (2 + c) (2 + d) (3 + e) (2 + f)) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e f y1 : nat)
  (Hdom : s184_dom 1 1 (2 + c) (2 + d) (3 + e) (2 + f) y1) (Hm : meas (s184_board 1 1 (2 + c) (2 + d) (3 + e) (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board 1 1 (2 + c) (2 + d) (3 + e) (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 1 (2 + c) (2 + d) (3 + e) (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c28_moves (a : nat) : rmoves (s184_board (2 + a) 1 2 0 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 0 1 0 y1) (Hm : meas (s184_board (2 + a) 1 2 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 0 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c29_moves (a : nat) : rmoves (s184_board (2 + a) 1 2 0 1 1) = [repeat T (2 + a) ++ [F; E; T; T; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) [(1, 0)]) (s126_board (2 + a) 1 2 1) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) [(1, 0)]); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 2 1 y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 0 1 1 y1) (Hm : meas (s184_board (2 + a) 1 2 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 0 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c29_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s184_c29_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c30_moves (a f : nat) : rmoves (s184_board (2 + a) 1 2 0 1 (2 + f)) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E; T; F]) []) (s184_board (2 + a) 1 2 1 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 1 1 1 y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c30_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: T :: repeat F (2 + f)) []) (s184_board (2 + a) 1 2 1 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 1 1 (2 + f) y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 0 1 (2 + f) y1) (Hm : meas (s184_board (2 + a) 1 2 0 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 0 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 0 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c30_t1_a1 IH a f y1 Hw (move_below_r _ _ 0 _ _ (s184_c30_moves a f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c30_t1_a2 IH a f y1 Hw (move_below_r _ _ 0 _ _ (s184_c30_moves a f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c31_moves (a : nat) : rmoves (s184_board (2 + a) 1 2 1 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 1 1 0 y1) (Hm : meas (s184_board (2 + a) 1 2 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 1 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c32_moves (a : nat) : rmoves (s184_board (2 + a) 1 2 1 1 1) = [repeat T (2 + a) ++ [F; E; T; T; F; F; T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) [(1, 0)]) (s126_board (2 + a) 1 2 2) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 2 2 y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 1 1 1 y1) (Hm : meas (s184_board (2 + a) 1 2 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 1 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c32_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s184_c32_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c33_moves (a f : nat) : rmoves (s184_board (2 + a) 1 2 1 1 (2 + f)) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E; T; F]) []) (s184_board (2 + a) 1 2 2 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 2 1 1 y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c33_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + f)) []) (s184_board (2 + a) 1 2 2 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 2 1 (2 + f) y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 1 1 (2 + f) y1) (Hm : meas (s184_board (2 + a) 1 2 1 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 1 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 1 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c33_t1_a1 IH a f y1 Hw (move_below_r _ _ 0 _ _ (s184_c33_moves a f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c33_t1_a2 IH a f y1 Hw (move_below_r _ _ 0 _ _ (s184_c33_moves a f) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s184_c34_moves (a d : nat) : rmoves (s184_board (2 + a) 1 2 (2 + d) 1 0) = [].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 (2 + d) 1 0 y1) (Hm : meas (s184_board (2 + a) 1 2 (2 + d) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 (2 + d) 1 0)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 (2 + d) 1 0)) in Hg. cbn [rights] in Hg. rewrite s184_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s184_c35_moves (a d : nat) : rmoves (s184_board (2 + a) 1 2 (2 + d) 1 1) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]) (s126_board (2 + a) 1 2 (3 + d)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) [(1, 0)]); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 2 (3 + d) y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 (2 + d) 1 1 y1) (Hm : meas (s184_board (2 + a) 1 2 (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 (2 + d) 1 1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 (2 + d) 1 1)) in Hg. cbn [rights] in Hg. rewrite s184_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c35_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s184_c35_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s184_c36_moves (a d f : nat) : rmoves (s184_board (2 + a) 1 2 (2 + d) 1 (2 + f)) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  assert (f = 0) by zlia; subst f.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []) (s184_board (2 + a) 1 2 (3 + d) 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 (3 + d) 1 1 y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c36_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + f))).
Proof.
  do 1 (destruct f as [|f]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []) (s184_board (2 + a) 1 2 (3 + d) 1 (2 + f)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 (3 + d) 1 (2 + f) y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s184_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d f y1 : nat)
  (Hdom : s184_dom (2 + a) 1 2 (2 + d) 1 (2 + f) y1) (Hm : meas (s184_board (2 + a) 1 2 (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s184_board (2 + a) 1 2 (2 + d) 1 (2 + f))).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s184_board (2 + a) 1 2 (2 + d) 1 (2 + f))) in Hg. cbn [rights] in Hg. rewrite s184_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + f) = 2) \/ (Z.of_nat (2 + f) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c36_t1_a1 IH a d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c36_moves a d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s184_c36_t1_a2 IH a d f y1 Hw (move_below_r _ _ 0 _ _ (s184_c36_moves a d f) eq_refl Hm) Hd Hr). }
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
              assert (c = 0) by zlia; subst c.
  exact (s184_c1 IH y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c2 IH y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c3 IH f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c4 IH y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c5 IH y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c6 IH f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c7 IH d y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c8 IH d y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c9 IH d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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
              exact (s184_c10 IH y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c11 IH f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exact (s184_c12 IH y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c13 IH f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exact (s184_c14 IH d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c15 IH d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
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
              assert (c = 0) by zlia; subst c.
  exact (s184_c16 IH y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c17 IH c y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c18 IH c f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c19 IH y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c20 IH c y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c21 IH c f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              assert (e = 0) by zlia; subst e.
  exact (s184_c22 IH c y1 Hdom Hm Hd Hr).
            }
            {
              assert (e = 0) by zlia; subst e.
  exact (s184_c23 IH c f y1 Hdom Hm Hd Hr).
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c24 IH d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c25 IH c d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s184_c26 IH c d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              do 1 (destruct e as [|e]; [exfalso; zlia|]).
  exact (s184_c27 IH c d e f y1 Hdom Hm Hd Hr).
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
              assert (c = 0) by zlia; subst c.
  exact (s184_c28 IH a y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c29 IH a y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c30 IH a f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c31 IH a y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c32 IH a y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c33 IH a f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c34 IH a d y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c35 IH a d y1 Hdom Hm Hd Hr).
            }
            {
              assert (c = 0) by zlia; subst c.
  exact (s184_c36 IH a d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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

Lemma s185_c1_moves : rmoves (s185_board 1 1 1) = [[T; F; E; T; E; T; F]; [T; E; F; T; F; T; E]].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; T; F]) []) (s156_board 1 2) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 2 y1); [unfold s156_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s185_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F]) [(1, 1)]) (s85_board 0 1 0) (1) _ (s85_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s85_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s185_dom 1 1 1 y1) (Hm : meas (s185_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board 1 1 1)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s185_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s185_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s185_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s185_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c2_moves (b : nat) : rmoves (s185_board 1 (3 + b) 0) = [T :: F :: E :: T :: E :: repeat T (3 + b)].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: repeat T (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: repeat T (3 + b))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(2, 1); (3 + b, 0)]) (s136_board) (1) _ (s136_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(2, 1); (3 + b, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s185_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s185_dom 1 (3 + b) 0 y1) (Hm : meas (s185_board 1 (3 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board 1 (3 + b) 0)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s185_board 1 (3 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s185_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s185_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c3_moves (b : nat) : rmoves (s185_board 1 (2 + b) 1) = [T :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s156_board 1 (3 + b)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (3 + b) y1); [unfold s156_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s185_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s185_dom 1 (2 + b) 1 y1) (Hm : meas (s185_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board 1 (2 + b) 1)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s185_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s185_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s185_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c4_moves (b c : nat) : rmoves (s185_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s157_board 1 (3 + b) (2 + c)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (3 + b) (2 + c) y1); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s185_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s185_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board 1 (2 + b) (2 + c))).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s185_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s185_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c4_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s185_c4_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c5_moves (a : nat) : rmoves (s185_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; T; E; T; F]; repeat T (2 + a) ++ [E; F; T; F; T; E]].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; T; F]) []) (s156_board (2 + a) 2) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) 2 y1); [unfold s156_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s185_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F]) [(1, 1)]) (s292_board (1 + a) 1) (1) _ (s292_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s292_board; target_board_eq | strip_offset].
  - unfold s292_form; apply form_int; zlia.
  - intros HT; apply (use292 IH (1 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s292_dom; zlia | unfold lex3; lia].
Qed.
Lemma s185_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s185_dom (2 + a) 1 1 y1) (Hm : meas (s185_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board (2 + a) 1 1)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s185_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s185_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s185_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s185_c5_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s185_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c6_moves (a b : nat) : rmoves (s185_board (2 + a) (3 + b) 0) = [repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b)].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (3 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E]) [(4 + b, 0)]) (s157_board (2 + a) 0 0) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E]) [(4 + b, 0)]); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) 0 0 y1); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c6_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s185_board (2 + a) (3 + b) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s185_board (2 + a) (3 + b) 0)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E]) [(4 + b, 0)]) (s9_board (2 + a) 0) (0) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s185_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(4 + b, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s185_dom (2 + a) (3 + b) 0 y1) (Hm : meas (s185_board (2 + a) (3 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board (2 + a) (3 + b) 0)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s185_c6_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s185_board (2 + a) (3 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s185_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s185_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s185_c6_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c7_moves (a b : nat) : rmoves (s185_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s156_board (2 + a) (3 + b)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (3 + b) y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c7_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s185_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s185_board (2 + a) (2 + b) 1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ [F]) []) (s158_board (2 + a) (4 + b) 1) (0) _ (s158_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s185_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ [F]) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s185_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s185_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board (2 + a) (2 + b) 1)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s185_c7_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s185_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s185_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s185_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s185_c7_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s185_c8_moves (a b c : nat) : rmoves (s185_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s157_board (2 + a) (3 + b) (2 + c)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) (3 + b) (2 + c) y1); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c8_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s185_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s185_board (2 + a) (2 + b) (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []) (s158_board (2 + a) (4 + b) (2 + c)) (0) _ (s158_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s185_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s185_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s185_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s185_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s185_c8_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s185_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s185_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s185_c8_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s185_c8_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s185_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s185_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s185_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s185_c4 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s185_c5 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s185_c6 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s185_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s185_c8 IH a b c y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use159 IH (2 + a) 2 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use158 IH 1 (3 + a) 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s158_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s188_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s188_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s188_board (3 + a))).
Proof.
  apply (answer_form_L _ (s60_board 1 (3 + a) 1) (0) _ (int (0 + (Z.of_nat y1))) (s60_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []); [unfold s188_board; strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + a) 1 y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
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

Lemma s189_c1_moves (b : nat) : rmoves (s189_board 0 (2 + b)) = [F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s189_board. tf_options. Qed.
Lemma s189_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: E :: repeat T (3 + b) ++ [F]) []) (s134_board 0 (3 + b) 0 0) (0) _ (s134_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 0 (3 + b) 0 0 y1); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s189_dom 0 (2 + b) y1) (Hm : meas (s189_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s189_board 0 (2 + b))).
Proof.
  unfold s189_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s189_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s189_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s189_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s189_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s189_c2_moves (b : nat) : rmoves (s189_board 1 (2 + b)) = [T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s189_board. tf_options. Qed.
Lemma s189_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s159_board 1 2 (3 + b) 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 (3 + b) 1 y1); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s189_dom 1 (2 + b) y1) (Hm : meas (s189_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s189_board 1 (2 + b))).
Proof.
  unfold s189_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s189_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s189_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s189_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s189_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s189_c3_moves (a b : nat) : rmoves (s189_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s189_board. tf_options. Qed.
Lemma s189_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s159_board (2 + a) 2 (3 + b) 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 (3 + b) 1 y1); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s189_dom (2 + a) (2 + b) y1) (Hm : meas (s189_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s189_board (2 + a) (2 + b))).
Proof.
  unfold s189_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s189_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s189_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s189_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s189_c3_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s189_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s189_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s190_c1_moves (b : nat) : rmoves (s190_board 0 (2 + b) 0 1) = [F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s88_board 0 0 2 (2 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (2 + b) 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s190_dom 0 (2 + b) 0 1 y1) (Hm : meas (s190_board 0 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 0 (2 + b) 0 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 0 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s190_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s190_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s190_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s190_c2_moves (b d : nat) : rmoves (s190_board 0 (2 + b) 0 (2 + d)) = [F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s311_board (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board (2 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s190_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s190_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 0 (2 + b) 0 (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c2_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c2_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c2_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c2_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c3_moves (b : nat) : rmoves (s190_board 0 (2 + b) 1 1) = [F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 2 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 2 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s190_dom 0 (2 + b) 1 1 y1) (Hm : meas (s190_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 0 (2 + b) 1 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s190_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s190_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s190_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c4_moves (b d : nat) : rmoves (s190_board 0 (2 + b) 1 (2 + d)) = [F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s311_board (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board (2 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s190_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s190_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c4_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c4_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c4_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c4_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c5_moves (b c : nat) : rmoves (s190_board 0 (2 + b) (2 + c) 1) = [F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s207_board 0 0 2 (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s309_board 0 0 2 (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s190_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s190_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s190_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c5_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s190_c5_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c5_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s190_c5_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c6_moves (b c d : nat) : rmoves (s190_board 0 (2 + b) (2 + c) (2 + d)) = [F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s311_board (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s190_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s190_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c6_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c6_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c6_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c6_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c7_moves (b : nat) : rmoves (s190_board 1 (2 + b) 0 1) = [T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board 0 0 3 (2 + b)) (-1) _ (s183_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 0 0 3 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s183_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s309_board 0 0 3 (2 + b) 1) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s190_dom 1 (2 + b) 0 1 y1) (Hm : meas (s190_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 1 (2 + b) 0 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 1 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s190_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c7_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s190_c7_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c7_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s190_c7_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c8_moves (b d : nat) : rmoves (s190_board 1 (2 + b) 0 (2 + d)) = [T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []) (s313_board 0 0 3 (2 + b) 1 1) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []) (s313_board 0 0 3 (2 + b) 1 (2 + d)) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s190_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s190_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c8_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c8_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c8_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c8_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c9_moves (b : nat) : rmoves (s190_board 1 (2 + b) 1 1) = [T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []) (s207_board 0 0 3 (2 + b) 2) (-1) _ (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 3 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []) (s309_board 0 0 3 (2 + b) 2) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s190_dom 1 (2 + b) 1 1 y1) (Hm : meas (s190_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 1 (2 + b) 1 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s190_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c9_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s190_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c9_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s190_c9_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c10_moves (b d : nat) : rmoves (s190_board 1 (2 + b) 1 (2 + d)) = [T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []) (s313_board 0 0 3 (2 + b) 2 1) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + b) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []) (s313_board 0 0 3 (2 + b) 2 (2 + d)) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s190_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s190_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c10_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c10_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c10_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c11_moves (b c : nat) : rmoves (s190_board 1 (2 + b) (2 + c) 1) = [T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []) (s207_board 0 0 3 (2 + b) (3 + c)) (-1) _ (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 3 (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []) (s309_board 0 0 3 (2 + b) (3 + c)) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s190_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s190_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s190_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c11_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s190_c11_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c11_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s190_c11_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c12_moves (b c d : nat) : rmoves (s190_board 1 (2 + b) (2 + c) (2 + d)) = [T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []) (s313_board 0 0 3 (2 + b) (3 + c) 1) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s313_board 0 0 3 (2 + b) (3 + c) (2 + d)) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s190_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s190_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c12_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c12_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c12_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c12_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c13_moves (a b : nat) : rmoves (s190_board (2 + a) (2 + b) 0 1) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s88_board (2 + a) 1 2 (2 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (2 + b) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s190_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s190_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (2 + a) (2 + b) 0 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s190_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s190_c13_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s190_c13_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s190_c14_moves (a b d : nat) : rmoves (s190_board (2 + a) (2 + b) 0 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s190_board (2 + a) (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s190_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s190_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s190_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c14_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c14_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c14_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c14_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c15_moves (a : nat) : rmoves (s190_board (3 + a) 2 1 0) = [].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s190_dom (3 + a) 2 1 0 y1) (Hm : meas (s190_board (3 + a) 2 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (3 + a) 2 1 0)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (3 + a) 2 1 0)) in Hg. cbn [rights] in Hg. rewrite s190_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s190_c16_moves (a b : nat) : rmoves (s190_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s207_board (2 + a) 1 2 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (2 + a) 1 2 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s300_board (2 + a) 2 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s300_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 2 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s190_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s190_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s190_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c16_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s190_c16_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c16_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s190_c16_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c17_moves (a b d : nat) : rmoves (s190_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s190_board (2 + a) (2 + b) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s190_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s190_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s190_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c17_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c17_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c17_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s190_c17_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c18_moves (a c : nat) : rmoves (s190_board (3 + a) 2 (2 + c) 0) = [].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s190_dom (3 + a) 2 (2 + c) 0 y1) (Hm : meas (s190_board (3 + a) 2 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (3 + a) 2 (2 + c) 0)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (3 + a) 2 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s190_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s190_c19_moves (a b c : nat) : rmoves (s190_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s207_board (2 + a) 1 2 (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s207_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (2 + a) 1 2 (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s207_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s300_board (2 + a) 2 (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s300_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 2 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s190_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s190_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s190_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s190_c19_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s190_c19_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c19_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s190_c19_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s190_c20_moves (a b c d : nat) : rmoves (s190_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s190_board (2 + a) (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s190_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s190_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s190_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s190_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s190_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s190_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c20_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c20_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s190_c20_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s190_c20_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s190_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s190_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c4 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s190_c5 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s190_c7 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c8 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s190_c9 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c10 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s190_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c12 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s190_c13 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c14 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s190_c15 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c16 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c17 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s190_c18 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c19 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s190_c20 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s191_c1_moves (b c : nat) : rmoves (s191_board 0 (2 + b) (2 + c)) = [F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s191_board. tf_options. Qed.
Lemma s191_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s207_board 0 0 2 (2 + b) (2 + c)) (0) _ (s207_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 (2 + b) (2 + c) y1); [unfold s207_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s191_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s191_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s191_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s191_board 0 (2 + b) (2 + c))).
Proof.
  unfold s191_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s191_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s191_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s191_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s191_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s191_c2_moves (b c : nat) : rmoves (s191_board 1 (2 + b) (2 + c)) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s191_board. tf_options. Qed.
Lemma s191_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s207_board 1 1 2 (2 + b) (2 + c)) (0) _ (s207_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 1 1 2 (2 + b) (2 + c) y1); [unfold s207_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s191_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s191_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s191_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s191_board 1 (2 + b) (2 + c))).
Proof.
  unfold s191_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s191_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s191_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s191_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s191_c2_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s191_c3_moves (a b c : nat) : rmoves (s191_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s191_board. tf_options. Qed.
Lemma s191_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s207_board (2 + a) 1 2 (2 + b) (2 + c)) (0) _ (s207_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (2 + a) 1 2 (2 + b) (2 + c) y1); [unfold s207_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s191_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s191_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s191_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s191_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s191_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s191_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s191_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s191_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s191_c3_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s191_c1 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s191_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s191_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s192_c1_moves (b : nat) : rmoves (s192_board 0 (2 + b) 0) = [F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]; F :: E :: T :: repeat F (3 + b) ++ [E; T]].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; F]) [(1, 0)]) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s57_board 0 (2 + b) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + b) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s192_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s192_dom 0 (2 + b) 0 y1) (Hm : meas (s192_board 0 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board 0 (2 + b) 0)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board 0 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s192_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c2_moves (b : nat) : rmoves (s192_board 0 (2 + b) 1) = [F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]; F :: E :: T :: repeat F (3 + b) ++ [E; T; F]].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s208_board 0 0 (2 + b) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + b) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s192_dom 0 (2 + b) 1 y1) (Hm : meas (s192_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board 0 (2 + b) 1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s192_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c2_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c3_moves (b c : nat) : rmoves (s192_board 0 (2 + b) (2 + c)) = [F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c); F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []) (s208_board 0 0 1 (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s208_board 0 0 (2 + b) (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + b) (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s192_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s192_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s192_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board 0 (2 + b) (2 + c))).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s192_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c3_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c3_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c4_moves (b : nat) : rmoves (s192_board 1 (2 + b) 0) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]; T :: F :: E :: T :: repeat F (3 + b) ++ [E; T]].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; F]) [(1, 0)]) (s88_board 1 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s88_board 1 2 1 (2 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + b) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s29_board 0 2 (3 + b)) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s88_board 0 0 2 (3 + b) 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s192_dom 1 (2 + b) 0 y1) (Hm : meas (s192_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board 1 (2 + b) 0)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s192_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c4_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c4_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c4_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c4_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c4_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c5_moves (b : nat) : rmoves (s192_board 1 (2 + b) 1) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]; T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F]].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; F; T; F]) []) (s208_board 1 2 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s208_board 1 2 (2 + b) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 (2 + b) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s135_board 2 (3 + b) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s284_board (3 + b)) (-1) _ (s284_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s192_dom 1 (2 + b) 1 y1) (Hm : meas (s192_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board 1 (2 + b) 1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s192_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c5_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s192_c5_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c5_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c5_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s192_c5_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c6_moves (b c : nat) : rmoves (s192_board 1 (2 + b) (2 + c)) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c); T :: F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []) (s208_board 1 2 1 (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 1 (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s208_board 1 2 (2 + b) (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 (2 + b) (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 2 (3 + b) 1 (2 + c)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s285_board (3 + b) (2 + c)) (-1) _ (s285_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s192_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s192_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board 1 (2 + b) (2 + c))).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s192_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c6_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c6_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c6_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c6_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c7_moves (a b : nat) : rmoves (s192_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T]].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) [(1, 0)]) (s88_board (2 + a) 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s88_board (2 + a) 2 1 (2 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + b) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s192_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s192_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s192_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board (2 + a) (2 + b) 0)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s192_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s192_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c7_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s192_c7_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c7_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s192_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c7_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s192_c7_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c8_moves (a b : nat) : rmoves (s192_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F]].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F; T; F]) []) (s208_board (2 + a) 2 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; F; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s208_board (2 + a) 2 (2 + b) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 (2 + b) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s192_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s192_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board (2 + a) (2 + b) 1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s192_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s192_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c8_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s192_c8_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c8_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s192_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c8_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s192_c8_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s192_c9_moves (a b c : nat) : rmoves (s192_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []) (s208_board (2 + a) 2 1 (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 1 (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s208_board (2 + a) 2 (2 + b) (2 + c)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 (2 + b) (2 + c) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s192_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s192_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s192_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s192_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s192_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c9_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s192_c9_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c9_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c9_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s192_c9_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s192_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s192_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s192_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s192_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s192_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s192_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s192_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s192_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s192_c9 IH a b c y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 y1); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
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

Lemma s196_c1_moves (b : nat) : rmoves (s196_board 1 (2 + b) 0) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b)].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F]) [(1, 1); (2 + b, 0)]) (s29_board 0 2 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F]) [(1, 1); (2 + b, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 1 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s196_dom 1 (2 + b) 0 y1) (Hm : meas (s196_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board 1 (2 + b) 0)).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s196_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s196_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c2_moves (b : nat) : rmoves (s196_board 1 (2 + b) 1) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s216_board 2 (2 + b)) (-1) _ (s216_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s216_board; target_board_eq | strip_offset].
  - unfold s216_form; apply form_int; zlia.
  - intros HT; apply (use216 IH 2 (2 + b) (1 + y1)); [unfold s216_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s196_dom 1 (2 + b) 1 y1) (Hm : meas (s196_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board 1 (2 + b) 1)).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s196_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s196_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c3_moves (b c : nat) : rmoves (s196_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s217_board 2 (2 + b) (2 + c)) (-1) _ (s217_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s217_board; target_board_eq | strip_offset].
  - unfold s217_form; apply form_int; zlia.
  - intros HT; apply (use217 IH 2 (2 + b) (2 + c) (1 + y1)); [unfold s217_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s196_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s196_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board 1 (2 + b) (2 + c))).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s196_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s196_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c4_moves (a b : nat) : rmoves (s196_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b)].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(3 + b, 0)]) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(3 + b, 0)]); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s196_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s196_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s196_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board (2 + a) (2 + b) 0)).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s196_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s196_c4_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c5_moves (a b : nat) : rmoves (s196_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s170_board (2 + a) 1 (3 + b) 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (3 + b) 1 y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s196_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s196_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s196_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board (2 + a) (2 + b) 1)).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s196_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s196_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s196_c6_moves (a b c : nat) : rmoves (s196_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s170_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (3 + b) (2 + c) y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s196_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s196_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s196_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s196_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s196_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s196_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s196_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s196_c6_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s196_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s196_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s196_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s196_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s196_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s196_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s197_c1_moves : rmoves (s197_board 0) = [[F; F; F; E; T; F; E]].
Proof. unfold s197_board. tf_options. Qed.
Lemma s197_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s197_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s197_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s197_dom 0 y1) (Hm : meas (s197_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s197_board 0)).
Proof.
  unfold s197_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s197_board 0)) in Hg. cbn [rights] in Hg. rewrite s197_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s197_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s197_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s197_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s197_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s197_c2_moves : rmoves (s197_board 1) = [[T; F; F; F; E; T; F; E]].
Proof. unfold s197_board. tf_options. Qed.
Lemma s197_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s197_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 3 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 3 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s197_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s197_dom 1 y1) (Hm : meas (s197_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s197_board 1)).
Proof.
  unfold s197_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s197_board 1)) in Hg. cbn [rights] in Hg. rewrite s197_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s197_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s197_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s197_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s197_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s197_c3_moves (a : nat) : rmoves (s197_board (2 + a)) = [repeat T (2 + a) ++ [F; F; F; E; T; F; E]].
Proof. unfold s197_board. tf_options. Qed.
Lemma s197_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s197_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 3 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 3 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s197_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s197_dom (2 + a) y1) (Hm : meas (s197_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s197_board (2 + a))).
Proof.
  unfold s197_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s197_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s197_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s197_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s197_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s197_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s197_c3_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s197_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C197 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s197_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s197_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s197_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s197_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s198_c1_moves (b : nat) : rmoves (s198_board 0 (2 + b)) = [].
Proof. unfold s198_board. tf_options. Qed.
Lemma s198_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s198_dom 0 (2 + b) y1) (Hm : meas (s198_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s198_board 0 (2 + b))).
Proof.
  unfold s198_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s198_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s198_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s198_c2_moves (b : nat) : rmoves (s198_board 1 (2 + b)) = [].
Proof. unfold s198_board. tf_options. Qed.
Lemma s198_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s198_dom 1 (2 + b) y1) (Hm : meas (s198_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s198_board 1 (2 + b))).
Proof.
  unfold s198_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s198_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s198_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s198_c3_moves (a b : nat) : rmoves (s198_board (2 + a) (2 + b)) = [].
Proof. unfold s198_board. tf_options. Qed.
Lemma s198_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s198_dom (2 + a) (2 + b) y1) (Hm : meas (s198_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s198_board (2 + a) (2 + b))).
Proof.
  unfold s198_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s198_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s198_c3_moves in Hg. cbn [map In] in Hg.
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
      exact (s198_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s198_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s198_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s199_c1_moves : rmoves (s199_board 0) = [[F; F; F; E; T; F; E; T; F]; [F; F; E; F; T; F; F; T; E]].
Proof. unfold s199_board. tf_options. Qed.
Lemma s199_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([F; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 3); (2, 1)] ([T; T; F]) []) (s134_board 0 2 0 0) (-2) _ (s134_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3); (2, 1)] ([T; T; F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 0 2 0 0 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s134_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s199_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([F; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 3); (2, 1)] ([T; T; F]) []) (s248_board 0 0 2 1) (-2) _ (s248_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3); (2, 1)] ([T; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s199_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s199_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s199_dom 0 y1) (Hm : meas (s199_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s199_board 0)).
Proof.
  unfold s199_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s199_board 0)) in Hg. cbn [rights] in Hg. rewrite s199_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 2) \/ (Z.of_nat y1 >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s199_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s199_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s199_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s199_c1_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s199_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s199_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s199_c2_moves : rmoves (s199_board 1) = [[T; F; F; F; E; T; F; E; T; F]; [T; F; F; E; F; T; F; F; T; E]].
Proof. unfold s199_board. tf_options. Qed.
Lemma s199_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 3 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 3 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s199_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 3 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 3 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s199_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s219_board 1 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s219_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH 1 2 y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s199_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s199_dom 1 y1) (Hm : meas (s199_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s199_board 1)).
Proof.
  unfold s199_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s199_board 1)) in Hg. cbn [rights] in Hg. rewrite s199_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s199_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s199_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s199_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s199_c2_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s199_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s199_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s199_c3_moves (a : nat) : rmoves (s199_board (2 + a)) = [repeat T (2 + a) ++ [F; F; F; E; T; F; E; T; F]; repeat T (2 + a) ++ [F; F; E; F; T; F; F; T; E]].
Proof. unfold s199_board. tf_options. Qed.
Lemma s199_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 3 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 3 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s199_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 3 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 3 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s199_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s219_board (2 + a) 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s219_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH (2 + a) 2 y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s199_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s199_dom (2 + a) y1) (Hm : meas (s199_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s199_board (2 + a))).
Proof.
  unfold s199_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s199_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s199_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s199_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s199_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s199_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s199_c3_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s199_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s199_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s199_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C199 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s199_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s199_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s199_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s199_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s200_c1_moves (b : nat) : rmoves (s200_board 0 (2 + b)) = [F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s200_board. tf_options. Qed.
Lemma s200_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s85_board 0 0 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s85_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 0 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s85_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s200_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s208_board 0 0 1 (2 + b)) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s200_dom 0 (2 + b) y1) (Hm : meas (s200_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s200_board 0 (2 + b))).
Proof.
  unfold s200_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s200_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s200_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s200_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s200_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s200_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s200_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s200_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s200_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s200_c2_moves (b : nat) : rmoves (s200_board 1 (2 + b)) = [T :: F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); T :: F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s200_board. tf_options. Qed.
Lemma s200_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s204_board 1 3 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH 1 3 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s200_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; E; F; T; F]) []) (s220_board 1) (0) _ (s220_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s220_board; target_board_eq | strip_offset].
  - unfold s220_form; apply form_int; zlia.
  - intros HT; apply (use220 IH 1 y1); [unfold s220_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s221_board 1 (2 + b)) (0) _ (s221_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s221_board; target_board_eq | strip_offset].
  - unfold s221_form; apply form_int; zlia.
  - intros HT; apply (use221 IH 1 (2 + b) y1); [unfold s221_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s200_dom 1 (2 + b) y1) (Hm : meas (s200_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s200_board 1 (2 + b))).
Proof.
  unfold s200_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s200_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s200_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s200_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s200_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s200_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s200_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s200_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s200_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s200_c3_moves (a b : nat) : rmoves (s200_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s200_board. tf_options. Qed.
Lemma s200_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s204_board (2 + a) 3 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH (2 + a) 3 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s200_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []) (s220_board (2 + a)) (0) _ (s220_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s220_board; target_board_eq | strip_offset].
  - unfold s220_form; apply form_int; zlia.
  - intros HT; apply (use220 IH (2 + a) y1); [unfold s220_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s221_board (2 + a) (2 + b)) (0) _ (s221_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s221_board; target_board_eq | strip_offset].
  - unfold s221_form; apply form_int; zlia.
  - intros HT; apply (use221 IH (2 + a) (2 + b) y1); [unfold s221_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s200_dom (2 + a) (2 + b) y1) (Hm : meas (s200_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s200_board (2 + a) (2 + b))).
Proof.
  unfold s200_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s200_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s200_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s200_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s200_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s200_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s200_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s200_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s200_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s200_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s200_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s200_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s201_c1_moves : rmoves (s201_board 0 3) = [[F; F; T; F; E; F; F; E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([F; F; T; F; E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; F; E; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; F; E]) []) (s57_board 0 2 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; F; E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s201_dom 0 3 y1) (Hm : meas (s201_board 0 3) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board 0 3)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board 0 3)) in Hg. cbn [rights] in Hg. rewrite s201_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s201_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s201_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s201_c2_moves : rmoves (s201_board 1 0) = [].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s201_dom 1 0 y1) (Hm : meas (s201_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board 1 0)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s201_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s201_c3_moves : rmoves (s201_board 1 1) = [[T; F; F; T; F; E; E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s275_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s275_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; F; E; E]) []); [strip_eq | unfold s275_board; target_board_eq | strip_offset].
  - unfold s275_form; apply form_int; zlia.
  - intros HT; apply (use275 IH 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s275_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s276_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s276_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; F; E; E]) []); [strip_eq | unfold s276_board; target_board_eq | strip_offset].
  - unfold s276_form; apply form_int; zlia.
  - intros HT; apply (use276 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s276_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s201_dom 1 1 y1) (Hm : meas (s201_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board 1 1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s201_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s201_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s201_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s201_c3_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s201_c3_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s201_c4_moves (b : nat) : rmoves (s201_board 1 (2 + b)) = [T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; E]) []) (s197_board 1) (0) _ (s197_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; E]) []); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH 1 y1); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) []) (s219_board 1 (2 + b)) (0) _ (s219_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH 1 (2 + b) y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s201_dom 1 (2 + b) y1) (Hm : meas (s201_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board 1 (2 + b))).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s201_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s201_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s201_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s201_c4_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s201_c4_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s201_c5_moves (a : nat) : rmoves (s201_board (2 + a) 0) = [].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s201_dom (2 + a) 0 y1) (Hm : meas (s201_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board (2 + a) 0)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s201_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s201_c6_moves (a : nat) : rmoves (s201_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; T; F; E; E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s279_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s279_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E]) []); [strip_eq | unfold s279_board; target_board_eq | strip_offset].
  - unfold s279_form; apply form_int; zlia.
  - intros HT; apply (use279 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s279_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s280_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s280_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E]) []); [strip_eq | unfold s280_board; target_board_eq | strip_offset].
  - unfold s280_form; apply form_int; zlia.
  - intros HT; apply (use280 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s280_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s201_dom (2 + a) 1 y1) (Hm : meas (s201_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board (2 + a) 1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s201_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s201_c6_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s201_c6_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s201_c6_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s201_c6_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s201_c7_moves (a b : nat) : rmoves (s201_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: repeat F (1 + b) ++ [E]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s201_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s201_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s201_dom (2 + a) (2 + b) y1) (Hm : meas (s201_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s201_board (2 + a) (2 + b))).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s201_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s201_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s201_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s201_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s201_c7_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s201_c7_moves a b) eq_refl Hm) Hd Hr). }
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
      assert (b = 1) by zlia; subst b.
  exact (s201_c1 IH y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s201_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s201_c3 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s201_c4 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s201_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s201_c6 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s201_c7 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s202_c1_moves : rmoves (s202_board 0) = [[F; F; T; F; E; F; E; F; T; F]; [F; F; T; E; F; F; F; E; T; F]].
Proof. unfold s202_board. tf_options. Qed.
Lemma s202_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([F; F; T; F; E; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; F; E; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s202_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([F; F; T; E; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s223_board 0 0 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; F; F; E; T; F]) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s202_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s202_dom 0 y1) (Hm : meas (s202_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s202_board 0)).
Proof.
  unfold s202_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s202_board 0)) in Hg. cbn [rights] in Hg. rewrite s202_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s202_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s202_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s202_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s202_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s202_c2_moves : rmoves (s202_board 1) = [[T; F; F; T; F; E; F; E; F; T; F]; [T; F; F; T; E; F; F; F; E; T; F]].
Proof. unfold s202_board. tf_options. Qed.
Lemma s202_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; F; F; T; F; E; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; E; F; T; F]) []) (s220_board 1) (0) _ (s220_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s220_board; target_board_eq | strip_offset].
  - unfold s220_form; apply form_int; zlia.
  - intros HT; apply (use220 IH 1 y1); [unfold s220_dom; zlia | unfold lex3; lia].
Qed.
Lemma s202_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; F; F; T; E; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s177_board 1 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s177_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; F; F; E; T; F]) []); [strip_eq | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH 1 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s202_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s202_dom 1 y1) (Hm : meas (s202_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s202_board 1)).
Proof.
  unfold s202_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s202_board 1)) in Hg. cbn [rights] in Hg. rewrite s202_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s202_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s202_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s202_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s202_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s202_c3_moves (a : nat) : rmoves (s202_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; F; E; F; E; F; T; F]; repeat T (2 + a) ++ [F; F; T; E; F; F; F; E; T; F]].
Proof. unfold s202_board. tf_options. Qed.
Lemma s202_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []) (s220_board (2 + a)) (0) _ (s220_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s220_board; target_board_eq | strip_offset].
  - unfold s220_form; apply form_int; zlia.
  - intros HT; apply (use220 IH (2 + a) y1); [unfold s220_dom; zlia | unfold lex3; lia].
Qed.
Lemma s202_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s177_board (2 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s177_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; F; F; E; T; F]) []); [strip_eq | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s202_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s202_dom (2 + a) y1) (Hm : meas (s202_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s202_board (2 + a))).
Proof.
  unfold s202_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s202_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s202_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s202_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s202_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s202_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s202_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s202_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C202 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s202_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s202_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s202_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s202_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s203_c1_moves (b : nat) : rmoves (s203_board 0 (2 + b)) = [F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b); F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s203_board. tf_options. Qed.
Lemma s203_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s208_board 0 0 1 (2 + b)) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s203_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s223_board 0 0 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s203_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s203_dom 0 (2 + b) y1) (Hm : meas (s203_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s203_board 0 (2 + b))).
Proof.
  unfold s203_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s203_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s203_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s203_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s203_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s203_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s203_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s203_c2_moves (b : nat) : rmoves (s203_board 1 (2 + b)) = [T :: F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b); T :: F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s203_board. tf_options. Qed.
Lemma s203_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s221_board 1 (2 + b)) (0) _ (s221_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s221_board; target_board_eq | strip_offset].
  - unfold s221_form; apply form_int; zlia.
  - intros HT; apply (use221 IH 1 (2 + b) y1); [unfold s221_dom; zlia | unfold lex3; lia].
Qed.
Lemma s203_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s177_board 1 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s177_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH 1 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s203_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s203_dom 1 (2 + b) y1) (Hm : meas (s203_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s203_board 1 (2 + b))).
Proof.
  unfold s203_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s203_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s203_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s203_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s203_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s203_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s203_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s203_c3_moves (a b : nat) : rmoves (s203_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s203_board. tf_options. Qed.
Lemma s203_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []) (s221_board (2 + a) (2 + b)) (0) _ (s221_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s221_board; target_board_eq | strip_offset].
  - unfold s221_form; apply form_int; zlia.
  - intros HT; apply (use221 IH (2 + a) (2 + b) y1); [unfold s221_dom; zlia | unfold lex3; lia].
Qed.
Lemma s203_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s177_board (2 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s177_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s203_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s203_dom (2 + a) (2 + b) y1) (Hm : meas (s203_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s203_board (2 + a) (2 + b))).
Proof.
  unfold s203_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s203_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s203_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s203_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s203_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s203_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s203_c3_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s203_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s203_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s203_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s204_c1_moves (c d : nat) : rmoves (s204_board 0 0 (2 + c) (2 + d)) = [F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + d) >= 6)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  do 4 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: F :: E :: T :: repeat F (6 + d)) []) (s223_board 0 0 1 (6 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: T :: repeat F (6 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 1 (6 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 0 0 (2 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (2 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + c) ++ [E; F; T; F]) []) (s208_board 0 0 (3 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (3 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s204_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s204_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + d) >= 6) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + d) >= 6)%Z) by zlia. exact (s204_c1_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c1_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s204_c1_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c1_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s204_c1_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c1_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia. exact (s204_c1_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c1_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c2_moves (c d : nat) : rmoves (s204_board 0 1 (2 + c) (2 + d)) = [F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + d) >= 5)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  do 3 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (T :: E :: F :: E :: T :: repeat F (5 + d)) []) (s223_board 0 0 1 (5 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: F :: E :: T :: repeat F (5 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 1 (5 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 0 0 (2 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (2 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 3 (destruct c as [|c]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (5 + c) ++ [E; F; T; F]) []) (s208_board 0 0 (5 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (5 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (5 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s204_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s204_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + d) >= 5)%Z) by zlia. exact (s204_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c2_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c2_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c2_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s204_c2_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c2_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c2_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c2_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c3_moves (d : nat) : rmoves (s204_board 0 4 0 (2 + d)) = [F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 4)] ([E; T; E; F; T; F]) []) (s208_board 0 0 0 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 4)] ([E; T; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 0 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 4)] (E :: T :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 0 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 4)] (E :: T :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 0 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s204_dom 0 4 0 (2 + d) y1) (Hm : meas (s204_board 0 4 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 0 4 0 (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 0 4 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s204_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s204_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c3_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s204_c3_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c4_moves (d : nat) : rmoves (s204_board 0 3 1 (2 + d)) = [F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d); F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 4)] (T :: E :: E :: T :: repeat F (2 + d)) []) (s222_board 0 0 (2 + d)) (0) _ (s222_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 4)] (T :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 0 0 (2 + d) y1); [unfold s222_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s204_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 3)] ([E; T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s204_dom 0 3 1 (2 + d) y1) (Hm : meas (s204_board 0 3 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 0 3 1 (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 0 3 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s204_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s204_c4_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s204_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c4_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s204_c4_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c5_moves (b c d : nat) : rmoves (s204_board 0 (2 + b) (2 + c) (2 + d)) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] (T :: E :: F :: E :: T :: repeat F (2 + d)) []) (s223_board 0 0 1 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 1 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 0 0 (2 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (2 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board 0 0 (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s204_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s204_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s204_c5_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c5_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c5_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c5_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s204_c5_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c5_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia. exact (s204_c5_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c5_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c6_moves (c d : nat) : rmoves (s204_board 1 0 (2 + c) (2 + d)) = [T :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); T :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + d) >= 6)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  do 4 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: E :: F :: E :: T :: repeat F (6 + d)) []) (s223_board 1 1 1 (6 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: T :: repeat F (6 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 1 (6 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 1 1 (2 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 (2 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 4 (destruct c as [|c]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (6 + c) ++ [T; F; E; F]) []) (s311_board (6 + c) 1) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (6 + c) ++ [T; F; E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (6 + c) 1 y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s204_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s204_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + d) >= 6)%Z) by zlia. exact (s204_c6_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c6_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c6_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s204_c6_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c6_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c6_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c7_moves (c d : nat) : rmoves (s204_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); T :: F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + d) >= 5)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  do 3 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (5 + d)) []) (s144_board 1 (5 + d)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (5 + d)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH 1 (5 + d) y1); [unfold s144_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s204_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s177_board 1 (2 + c) (2 + d)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH 1 (2 + c) (2 + d) y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 3 (destruct c as [|c]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (5 + c) ++ [E; F; T; F]) []) (s192_board 1 (5 + c) 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (5 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH 1 (5 + c) 1 y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s192_board 1 (2 + c) (2 + d)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH 1 (2 + c) (2 + d) y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s204_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s204_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + d) >= 5)%Z) by zlia. exact (s204_c7_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c7_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c7_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c7_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s204_c7_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c7_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c7_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c7_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c8_moves (d : nat) : rmoves (s204_board 1 4 0 (2 + d)) = [T :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; F; F; E; T; E; F; T; F]) []) (s208_board 1 4 0 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; F; E; T; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 4 0 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: F :: E :: T :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 4 0 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: F :: E :: T :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 4 0 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s204_dom 1 4 0 (2 + d) y1) (Hm : meas (s204_board 1 4 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 1 4 0 (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 1 4 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s204_c8_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s204_c8_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c8_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s204_c8_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c9_moves (d : nat) : rmoves (s204_board 1 3 1 (2 + d)) = [T :: F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d); T :: F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: F :: T :: E :: E :: T :: repeat F (2 + d)) []) (s222_board 1 4 (2 + d)) (0) _ (s222_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: F :: T :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH 1 4 (2 + d) y1); [unfold s222_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s204_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; F; E; T; F; E; F; T; F]) []) (s208_board 1 3 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 3 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 3 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 3 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s204_dom 1 3 1 (2 + d) y1) (Hm : meas (s204_board 1 3 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 1 3 1 (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 1 3 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c9_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s204_c9_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s204_c9_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s204_c9_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c9_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s204_c9_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c10_moves (b c d : nat) : rmoves (s204_board 1 (2 + b) (2 + c) (2 + d)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + d)) []) (s223_board 1 (3 + b) 1 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 (3 + b) 1 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board 1 (2 + b) (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (2 + b) (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 (2 + b) (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (2 + b) (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s204_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s204_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s204_c10_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c10_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c10_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c10_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s204_c10_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c10_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia. exact (s204_c10_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c10_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c11_moves (a : nat) : rmoves (s204_board (2 + a) 0 2 1) = [repeat T (2 + a) ++ [F; T; E; F; T; E; F]; repeat T (2 + a) ++ [E; T; F; F; T; F; E]].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; T; E; F])).
Proof.
  apply (answer_form_L _ (s240_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s240_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) []); [strip_eq | unfold s240_board; target_board_eq | strip_offset].
  - unfold s240_form; apply form_int; zlia.
  - intros HT; apply (use240 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s240_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; T; E; F])).
Proof.
  apply (answer_form_L _ (s326_board (2 + a) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s326_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) []); [strip_eq | unfold s326_board; target_board_eq | strip_offset].
  - unfold s326_form; apply form_int; zlia.
  - intros HT; apply (use326 IH (2 + a) 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s326_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 0)]) (s57_board (2 + a) 2 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s204_dom (2 + a) 0 2 1 y1) (Hm : meas (s204_board (2 + a) 0 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (2 + a) 0 2 1)).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (2 + a) 0 2 1)) in Hg. cbn [rights] in Hg. rewrite s204_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s204_c11_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s204_c11_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s204_c11_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s204_c11_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s204_c11_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s204_c11_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s204_c12_moves (a c d : nat) : rmoves (s204_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + d) >= 6)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  do 4 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (6 + d)) []) (s223_board (2 + a) 1 1 (6 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (6 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 1 (6 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 (2 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 4 (destruct c as [|c]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (6 + c) ++ [E; F; T; F]) []) (s208_board (2 + a) 0 (6 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (6 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 0 (6 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s204_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s204_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + d) >= 6)%Z) by zlia. exact (s204_c12_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c12_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c12_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c12_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s204_c12_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c12_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c12_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c12_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c13_moves (a c d : nat) : rmoves (s204_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + d) >= 5)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  do 3 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (5 + d)) []) (s144_board (2 + a) (5 + d)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (5 + d)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH (2 + a) (5 + d) y1); [unfold s144_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s204_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s177_board (2 + a) (2 + c) (2 + d)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) (2 + c) (2 + d) y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 3 (destruct c as [|c]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (5 + c) ++ [E; F; T; F]) []) (s192_board (2 + a) (5 + c) 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (5 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (5 + c) 1 y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c13_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s192_board (2 + a) (2 + c) (2 + d)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + c) (2 + d) y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s204_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s204_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + d) >= 5)%Z) by zlia. exact (s204_c13_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c13_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c13_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c13_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s204_c13_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c13_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c13_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c13_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c14_moves (a d : nat) : rmoves (s204_board (2 + a) 4 0 (2 + d)) = [repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; F; F; E; T; E; F; T; F]) []) (s208_board (2 + a) 4 0 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; F; E; T; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 4 0 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) 4 0 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: F :: E :: T :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 4 0 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s204_dom (2 + a) 4 0 (2 + d) y1) (Hm : meas (s204_board (2 + a) 4 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (2 + a) 4 0 (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (2 + a) 4 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s204_c14_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s204_c14_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 4 = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c14_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s204_c14_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c15_moves (a d : nat) : rmoves (s204_board (2 + a) 3 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: F :: T :: E :: E :: T :: repeat F (2 + d)) []) (s222_board (2 + a) 4 (2 + d)) (0) _ (s222_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: F :: T :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s222_board; target_board_eq | strip_offset].
  - unfold s222_form; apply form_int; zlia.
  - intros HT; apply (use222 IH (2 + a) 4 (2 + d) y1); [unfold s222_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s204_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E; F; T; F]) []) (s208_board (2 + a) 3 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 3 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) 3 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 3 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s204_dom (2 + a) 3 1 (2 + d) y1) (Hm : meas (s204_board (2 + a) 3 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (2 + a) 3 1 (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (2 + a) 3 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c15_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s204_c15_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s204_c15_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s204_c15_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s204_c15_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s204_c15_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s204_c16_moves (a b c d : nat) : rmoves (s204_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s204_board. tf_options. Qed.
Lemma s204_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + d)) []) (s223_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) (3 + b) 1 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board (2 + a) (2 + b) (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (2 + b) (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) (2 + b) (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (2 + b) (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s204_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s204_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s204_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s204_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s204_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s204_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s204_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s204_c16_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c16_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s204_c16_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s204_c16_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s204_c16_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c16_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 7 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 8 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia. exact (s204_c16_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s204_c16_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s204_c1 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s204_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          assert (b = 2) by zlia; subst b.
  exact (s204_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          assert (b = 1) by zlia; subst b.
  exact (s204_c4 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s204_c5 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s204_c6 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s204_c7 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          assert (b = 2) by zlia; subst b.
  exact (s204_c8 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          assert (b = 1) by zlia; subst b.
  exact (s204_c9 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s204_c10 IH b c d y1 Hdom Hm Hd Hr).
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
          assert (c = 0) by zlia; subst c.
  exact (s204_c11 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s204_c12 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s204_c13 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          assert (b = 2) by zlia; subst b.
  exact (s204_c14 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          assert (b = 1) by zlia; subst b.
  exact (s204_c15 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s204_c16 IH a b c d y1 Hdom Hm Hd Hr).
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
  (Hw : ((Z.of_nat (3 + a) = 3 /\ Z.of_nat z1 >= 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1) \/ (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (s205_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s205_board (3 + a))).
Proof.
  apply (answer_form_L _ (s134_board 1 (3 + a) 0 0) (0) _ (int (0 + (Z.of_nat y1))) (s134_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: E :: repeat T (3 + a) ++ [F]) []); [unfold s205_board; strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 y1); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s205_c2_f2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hw : ((Z.of_nat (3 + a) = 3 /\ Z.of_nat z1 >= 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1) \/ (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (s205_board (3 + a)) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int ((Z.of_nat y1) - 1))) (tf_game (s205_board (3 + a))).
Proof.
  apply (answer_form_L _ (s134_board 1 (3 + a) 0 0) (0) _ (add (int (- (Z.of_nat z2) + 3)) (int ((Z.of_nat y1) - 1))) (s134_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply tree_right; cbn [rights t2 In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: E :: E :: repeat T (3 + a) ++ [F]) []); [unfold s205_board; strip_eq | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_leaf_int; zlia.
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s205_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat)
  (Hdom : s205_dom (3 + a) z1 z2 y1) (Hm : meas (s205_board (3 + a)) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s205_board (3 + a))).
Proof.
  unfold s205_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : ((Z.of_nat (3 + a) = 3 /\ Z.of_nat z1 >= 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1) \/ (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s205_c2_f1_a2 IH a z1 z2 y1 Hw Hm Hd Hr). }
    }
    { assert (Hw : ((Z.of_nat (3 + a) = 3 /\ Z.of_nat z1 >= 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1) \/ (- Z.of_nat (3 + a) + Z.of_nat z1 = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s205_c2_f2_a1 IH a z1 z2 y1 Hw Hm Hd Hr). }
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
  - intros HT; apply (use134 IH 1 (3 + a) 0 0 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
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

