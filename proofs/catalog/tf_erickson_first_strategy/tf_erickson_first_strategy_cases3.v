(* tf_erickson_first_strategy_cases3: the proofs of Lower's nodes 127 to 174 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s127_c1_moves : rmoves (s127_board 0 0) = [[F; T; E; T; E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([]) [(1, 2); (1, 0)]) (s136_board) (2) _ (s136_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 2); (1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s127_dom 0 0 y1) (Hm : meas (s127_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board 0 0)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s127_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s127_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c2_moves : rmoves (s127_board 0 1) = [[F; T; E; T; F; E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; F]) [(1, 0)]) (s60_board 1 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s127_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s127_dom 0 1 y1) (Hm : meas (s127_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board 0 1)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s127_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s127_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c3_moves (b : nat) : rmoves (s127_board 0 (2 + b)) = [F :: T :: E :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E]) []) (s29_board 0 2 (2 + b)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (2 + b) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s127_dom 0 (2 + b) y1) (Hm : meas (s127_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board 0 (2 + b))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s127_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s127_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c4_moves : rmoves (s127_board 1 0) = [[T; F; T; E; T; E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F]) [(1, 2); (1, 0)]) (s129_board 1 1) (2) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F]) [(1, 2); (1, 0)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s127_dom 1 0 y1) (Hm : meas (s127_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board 1 0)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s127_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s127_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c5_moves : rmoves (s127_board 1 1) = [[T; F; T; E; T; F; E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; E; F]) [(1, 0)]) (s130_board 1 1) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 1 y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s127_dom 1 1 y1) (Hm : meas (s127_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board 1 1)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s127_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s127_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c6_moves (b : nat) : rmoves (s127_board 1 (2 + b)) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E]) []) (s126_board 1 1 2 (2 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH 1 1 2 (2 + b) y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s127_dom 1 (2 + b) y1) (Hm : meas (s127_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board 1 (2 + b))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s127_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s127_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c7_moves (a : nat) : rmoves (s127_board (2 + a) 0) = [repeat T (2 + a) ++ [F; T; E; T; E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F]) [(1, 2); (1, 0)]) (s129_board (2 + a) 1) (2) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 2); (1, 0)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s127_dom (2 + a) 0 y1) (Hm : meas (s127_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board (2 + a) 0)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s127_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s127_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c8_moves (a : nat) : rmoves (s127_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; T; F; E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]) (s130_board (2 + a) 1) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) 1 y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s127_dom (2 + a) 1 y1) (Hm : meas (s127_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board (2 + a) 1)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s127_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s127_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_c9_moves (a b : nat) : rmoves (s127_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E]) []) (s126_board (2 + a) 1 2 (2 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 2 (2 + b) y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s127_dom (2 + a) (2 + b) y1) (Hm : meas (s127_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s127_board (2 + a) (2 + b))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s127_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s127_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s127_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s127_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C127 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s127_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s127_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s127_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s127_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c9 IH a b y1 Hdom Hm Hd Hr).
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

Lemma s129_c1_moves : rmoves (s129_board 0 0) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s129_dom 0 0 y1) (Hm : meas (s129_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 0 0)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s129_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c2_moves : rmoves (s129_board 0 1) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s129_dom 0 1 y1) (Hm : meas (s129_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 0 1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s129_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c3_moves (b : nat) : rmoves (s129_board 0 (2 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s129_dom 0 (2 + b) y1) (Hm : meas (s129_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 0 (2 + b))).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s129_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c4_moves : rmoves (s129_board 1 0) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s129_dom 1 0 y1) (Hm : meas (s129_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 1 0)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s129_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c5_moves : rmoves (s129_board 1 1) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s129_dom 1 1 y1) (Hm : meas (s129_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 1 1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s129_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c6_moves (b : nat) : rmoves (s129_board 1 (2 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s129_dom 1 (2 + b) y1) (Hm : meas (s129_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board 1 (2 + b))).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s129_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c7_moves (a : nat) : rmoves (s129_board (2 + a) 0) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s129_dom (2 + a) 0 y1) (Hm : meas (s129_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board (2 + a) 0)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s129_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c8_moves (a : nat) : rmoves (s129_board (2 + a) 1) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s129_dom (2 + a) 1 y1) (Hm : meas (s129_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board (2 + a) 1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s129_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_c9_moves (a b : nat) : rmoves (s129_board (2 + a) (2 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s129_dom (2 + a) (2 + b) y1) (Hm : meas (s129_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s129_board (2 + a) (2 + b))).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s129_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s129_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s129_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C129 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s129_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s129_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s129_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s129_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s129_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s130_c1_moves : rmoves (s130_board 0 0) = [[T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s130_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s130_dom 0 0 y1) (Hm : meas (s130_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 0 0)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s130_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s130_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c2_moves : rmoves (s130_board 0 1) = [[F; T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s130_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s130_dom 0 1 y1) (Hm : meas (s130_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 0 1)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s130_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s130_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c3_moves (b : nat) : rmoves (s130_board 0 (2 + b)) = [repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s130_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s130_dom 0 (2 + b) y1) (Hm : meas (s130_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 0 (2 + b))).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s130_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s130_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c4_moves : rmoves (s130_board 1 0) = [[T; T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; T; F; E]) []) (s23_board 1 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 1 1 y1); [unfold s23_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s130_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s130_dom 1 0 y1) (Hm : meas (s130_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 1 0)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s130_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s130_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c5_moves : rmoves (s130_board 1 1) = [[T; F; T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E]) []) (s39_board 1) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH 1 y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s130_dom 1 1 y1) (Hm : meas (s130_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 1 1)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s130_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s130_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c6_moves (b : nat) : rmoves (s130_board 1 (2 + b)) = [T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []) (s87_board 1 (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s130_dom 1 (2 + b) y1) (Hm : meas (s130_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board 1 (2 + b))).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s130_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s130_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c7_moves (a : nat) : rmoves (s130_board (2 + a) 0) = [repeat T (3 + a) ++ [E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) []) (s23_board (2 + a) 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) 1 y1); [unfold s23_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s130_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s130_dom (2 + a) 0 y1) (Hm : meas (s130_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board (2 + a) 0)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s130_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s130_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c8_moves (a : nat) : rmoves (s130_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s130_dom (2 + a) 1 y1) (Hm : meas (s130_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board (2 + a) 1)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s130_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s130_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_c9_moves (a b : nat) : rmoves (s130_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []) (s87_board (2 + a) (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s130_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s130_dom (2 + a) (2 + b) y1) (Hm : meas (s130_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s130_board (2 + a) (2 + b))).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s130_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s130_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s130_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s130_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s130_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C130 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s130_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s130_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s130_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s130_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s130_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s131_c1_moves : rmoves (s131_board 0 0 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 0 0 0 y1) (Hm : meas (s131_board 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 0 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s131_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c2_moves : rmoves (s131_board 0 0 1) = [[T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s131_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 0 0 1 y1) (Hm : meas (s131_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 0 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s131_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c3_moves (c : nat) : rmoves (s131_board 0 0 (2 + c)) = [T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: repeat F (2 + c)) []) (s57_board 0 1 (2 + c)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + c) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s131_dom 0 0 (2 + c) y1) (Hm : meas (s131_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 0 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c3_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c3_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c4_moves : rmoves (s131_board 0 1 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 0 1 0 y1) (Hm : meas (s131_board 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 1 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s131_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c5_moves : rmoves (s131_board 0 1 1) = [[F; T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s131_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 0 1 1 y1) (Hm : meas (s131_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 1 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s131_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c5_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c5_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c6_moves (c : nat) : rmoves (s131_board 0 1 (2 + c)) = [F :: T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: repeat F (2 + c)) []) (s57_board 0 1 (2 + c)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + c) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s131_dom 0 1 (2 + c) y1) (Hm : meas (s131_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 1 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c6_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c6_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c6_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c6_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c7_moves (b : nat) : rmoves (s131_board 0 (2 + b) 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s131_dom 0 (2 + b) 0 y1) (Hm : meas (s131_board 0 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 (2 + b) 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s131_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c8_moves (b : nat) : rmoves (s131_board 0 (2 + b) 1) = [repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; E]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s131_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s131_dom 0 (2 + b) 1 y1) (Hm : meas (s131_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 (2 + b) 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s131_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c8_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s131_c8_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c8_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s131_c8_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c9_moves (b c : nat) : rmoves (s131_board 0 (2 + b) (2 + c)) = [repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: F :: E :: repeat F (2 + c)) []) (s57_board 0 1 (2 + c)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + c) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s131_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s131_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 0 (2 + b) (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c9_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c9_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c9_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c9_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c10_moves : rmoves (s131_board 1 0 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 1 0 0 y1) (Hm : meas (s131_board 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 0 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s131_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c11_moves : rmoves (s131_board 1 0 1) = [[T; T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s9_board 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 2 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s131_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 1 0 1 y1) (Hm : meas (s131_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 0 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s131_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c11_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c11_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c11_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c11_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c12_moves (c : nat) : rmoves (s131_board 1 0 (2 + c)) = [T :: T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s9_board 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E; F]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s131_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s88_board 2 0 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c12_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: E :: repeat F (2 + c)) []) (s57_board 1 1 (2 + c)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 1 1 (2 + c) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s131_dom 1 0 (2 + c) y1) (Hm : meas (s131_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 0 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c12_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c12_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c12_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c12_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c12_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c12_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c13_moves : rmoves (s131_board 1 1 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 1 1 0 y1) (Hm : meas (s131_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 1 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s131_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c14_moves : rmoves (s131_board 1 1 1) = [[T; F; T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s131_dom 1 1 1 y1) (Hm : meas (s131_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 1 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s131_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c14_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c14_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c14_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s131_c14_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c15_moves (c : nat) : rmoves (s131_board 1 1 (2 + c)) = [T :: F :: T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; F]) []) (s88_board 1 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board 1 1 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s131_dom 1 1 (2 + c) y1) (Hm : meas (s131_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 1 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c15_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c15_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c15_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s131_c15_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c16_moves (b : nat) : rmoves (s131_board 1 (2 + b) 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s131_dom 1 (2 + b) 0 y1) (Hm : meas (s131_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 (2 + b) 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s131_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c17_moves (b : nat) : rmoves (s131_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s131_dom 1 (2 + b) 1 y1) (Hm : meas (s131_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 (2 + b) 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s131_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c17_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s131_c17_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c17_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s131_c17_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c18_moves (b c : nat) : rmoves (s131_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; F]) []) (s88_board 1 (2 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board 1 (2 + b) 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s131_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s131_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board 1 (2 + b) (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c18_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c18_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c18_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c18_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c19_moves (a : nat) : rmoves (s131_board (2 + a) 0 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s131_dom (2 + a) 0 0 y1) (Hm : meas (s131_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 0 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 0 0)) in Hg. cbn [rights] in Hg. rewrite s131_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c20_moves (a : nat) : rmoves (s131_board (2 + a) 0 1) = [repeat T (3 + a) ++ [E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E])).
Proof.
  apply (answer_form_L _ (s9_board (3 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (3 + a) 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + a) 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s131_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s131_dom (2 + a) 0 1 y1) (Hm : meas (s131_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 0 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s131_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c20_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s131_c20_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c20_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s131_c20_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c21_moves (a c : nat) : rmoves (s131_board (2 + a) 0 (2 + c)) = [repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s9_board (3 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; F]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s131_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s88_board (3 + a) 0 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + a) 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c21_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (3 + a) 0 0 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: E :: repeat F (2 + c)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + a) 0 0 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s131_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s131_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 0 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c21_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s131_c21_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c21_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s131_c21_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c21_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s131_c21_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c22_moves (a : nat) : rmoves (s131_board (2 + a) 1 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s131_dom (2 + a) 1 0 y1) (Hm : meas (s131_board (2 + a) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 1 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 1 0)) in Hg. cbn [rights] in Hg. rewrite s131_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c23_moves (a : nat) : rmoves (s131_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s131_dom (2 + a) 1 1 y1) (Hm : meas (s131_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 1 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s131_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c23_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s131_c23_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c23_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s131_c23_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c24_moves (a c : nat) : rmoves (s131_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []) (s88_board (2 + a) 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board (2 + a) 1 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s131_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s131_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) 1 (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c24_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s131_c24_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c24_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s131_c24_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c25_moves (a b : nat) : rmoves (s131_board (2 + a) (2 + b) 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s131_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s131_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) (2 + b) 0)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s131_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s131_c26_moves (a b : nat) : rmoves (s131_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s262_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s131_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s131_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) (2 + b) 1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s131_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c26_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s131_c26_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c26_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s131_c26_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s131_c27_moves (a b c : nat) : rmoves (s131_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]) []) (s88_board (2 + a) (2 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s88_board (2 + a) (2 + b) 1 1 (2 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 1 (2 + c) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s131_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s131_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s131_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s131_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s131_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s131_c27_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c27_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s131_c27_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s131_c27_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s131_c1 IH y1 Hdom Hm Hd Hr).
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
        exact (s131_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c6 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s131_c7 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c8 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c9 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s131_c10 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c11 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c12 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s131_c13 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c14 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c15 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s131_c16 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c17 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c18 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s131_c19 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c20 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c21 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s131_c22 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c23 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c24 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s131_c25 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c26 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s131_c27 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s132_c1_moves (b : nat) : rmoves (s132_board 1 (2 + b) 0) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board 1 (2 + b) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board 1 (2 + b) 0)).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(2, 1); (2 + b, 0)]) (s136_board) (1) _ (s136_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(2, 1); (2 + b, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s132_dom 1 (2 + b) 0 y1) (Hm : meas (s132_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board 1 (2 + b) 0)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s132_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c2_moves (b : nat) : rmoves (s132_board 1 (2 + b) 1) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board 1 (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board 1 (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s156_board 1 (3 + b)) (0) _ (s156_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s156_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s132_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s132_dom 1 (2 + b) 1 y1) (Hm : meas (s132_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board 1 (2 + b) 1)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c2_f1_a2 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s132_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c3_moves (b c : nat) : rmoves (s132_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board 1 (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board 1 (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s157_board 1 (3 + b) (2 + c)) (0) _ (s157_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s132_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s132_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s132_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board 1 (2 + b) (2 + c))).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c3_f1_a3 IH b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s132_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c4_moves (a b : nat) : rmoves (s132_board (2 + a) (2 + b) 0) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s132_board (2 + a) (2 + b) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board (2 + a) (2 + b) 0)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E]) [(3 + b, 0)]) (s157_board (2 + a) 0 0) (0) _ (s157_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E]) [(3 + b, 0)]); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s132_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s132_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s132_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board (2 + a) (2 + b) 0)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s132_c4_f1_a4 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s132_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c5_moves (a b : nat) : rmoves (s132_board (2 + a) (2 + b) 1) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s132_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board (2 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]) []) (s156_board (2 + a) (3 + b)) (0) _ (s156_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s132_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s132_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s132_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board (2 + a) (2 + b) 1)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s132_c5_f1_a5 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s132_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s132_c6_moves (a b c : nat) : rmoves (s132_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s132_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s132_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s157_board (2 + a) (3 + b) (2 + c)) (0) _ (s157_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s157_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s132_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s132_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s132_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s132_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s132_c6_f1_a6 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s132_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s132_c6_moves in Hg. cbn [map In] in Hg.
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
        exact (s132_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s132_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s132_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s132_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s132_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s132_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s133_c1_moves : rmoves (s133_board 1 0 0) = [[T; E; F; T; E]].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; E]) [(1, 0)]) (s9_board 1 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s133_dom 1 0 0 y1) (Hm : meas (s133_board 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s133_board 1 0 0)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s133_board 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s133_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s133_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s133_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s133_c2_moves (a : nat) : rmoves (s133_board (2 + a) 0 0) = [repeat T (2 + a) ++ [E; F; T; E]].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]) (s9_board (2 + a) 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 y1); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
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
Lemma s133_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s133_dom (2 + a) 0 0 y1) (Hm : meas (s133_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s133_board (2 + a) 0 0)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c2_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s133_board (2 + a) 0 0)) in Hg. cbn [rights] in Hg. rewrite s133_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s133_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s133_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s133_c3_moves (a b : nat) : rmoves (s133_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ [F]) []) (s158_board (2 + a) (3 + b) 1) (0) _ (s158_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (3 + b) 1 y1); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c3_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s133_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s133_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s133_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s133_board (2 + a) (2 + b) 1)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c3_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s133_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s133_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s133_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s133_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s133_c4_moves (a b c : nat) : rmoves (s133_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s158_board (2 + a) (3 + b) (2 + c)) (0) _ (s158_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (3 + b) (2 + c) y1); [unfold s158_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c4_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
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
Lemma s133_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s133_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s133_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s133_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c4_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s133_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s133_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s133_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s133_c4_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s133_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        exact (s133_c2 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s133_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s133_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s134_c1_moves (b : nat) : rmoves (s134_board 0 (2 + b) 0 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s134_dom 0 (2 + b) 0 0 y1) (Hm : meas (s134_board 0 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 0 (2 + b) 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s134_board 0 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c1_moves in Hg. cbn [map In] in Hg.
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

Lemma s134_c3_moves (b : nat) : rmoves (s134_board 1 (2 + b) 0 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c3_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
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
Lemma s134_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s134_dom 1 (2 + b) 0 0 y1) (Hm : meas (s134_board 1 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 1 (2 + b) 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s134_c3_f1_a1 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board 1 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c4_moves (b : nat) : rmoves (s134_board 1 (2 + b) 1 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s134_dom 1 (2 + b) 1 0 y1) (Hm : meas (s134_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 1 (2 + b) 1 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s134_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s134_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c5_moves (b : nat) : rmoves (s134_board 1 (2 + b) 1 1) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s134_dom 1 (2 + b) 1 1 y1) (Hm : meas (s134_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 1 (2 + b) 1 1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s134_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s134_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c6_moves (b d : nat) : rmoves (s134_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s134_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s134_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s134_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s134_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c7_moves (a : nat) : rmoves (s134_board (2 + a) 0 0 0) = [repeat T (2 + a) ++ [E; F; E]].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; E]) []) (s23_board (1 + a) 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (1 + a) 1 y1); [unfold s23_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c7_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s134_board (2 + a) 0 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (2 + a) 0 0 0)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; E; F]) []) (s34_board (1 + a) 1 1) (0) _ (s34_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; E; F]) []); [reflexivity | unfold s34_board; target_board_eq | strip_offset].
  - unfold s34_form; apply form_int; zlia.
  - intros HT; apply (use34 IH (1 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s34_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s134_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s134_dom (2 + a) 0 0 0 y1) (Hm : meas (s134_board (2 + a) 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (2 + a) 0 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s134_c7_f1_a2 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (2 + a) 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s134_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s134_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s134_c8_moves (a : nat) : rmoves (s134_board (2 + a) 1 0 0) = [repeat T (2 + a) ++ [E; F; T; E]].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]) (s9_board (2 + a) 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 y1); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c8_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s134_board (2 + a) 1 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (2 + a) 1 0 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) []) (s81_board (2 + a) 0 1) (0) _ (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s134_dom (2 + a) 1 0 0 y1) (Hm : meas (s134_board (2 + a) 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (2 + a) 1 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s134_c8_f1_a3 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (2 + a) 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s134_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s134_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s134_c9_moves (a b : nat) : rmoves (s134_board (2 + a) (2 + b) 0 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c9_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (2 + a) (2 + b) 0 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (2 + a) (2 + b) 0 0)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) []) (s91_board (3 + a) 0 (2 + b) 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (3 + a) 0 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (2 + a) (2 + b) 0 0 y1) (Hm : meas (s134_board (2 + a) (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (2 + a) (2 + b) 0 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c9_f1_a4 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (2 + a) (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s134_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c10_moves (a b : nat) : rmoves (s134_board (3 + a) (2 + b) 0 1) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c10_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s134_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 0 1 y1) (Hm : meas (s134_board (3 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 0 1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c10_f1_a5 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s134_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c11_moves (a b d : nat) : rmoves (s134_board (3 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c11_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
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
Lemma s134_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s134_board (3 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c11_f1_a6 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s134_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c12_moves (a b : nat) : rmoves (s134_board (3 + a) (2 + b) 1 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c12_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s134_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 1 0 y1) (Hm : meas (s134_board (3 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 1 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c12_f1_a7 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s134_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c13_moves (a b : nat) : rmoves (s134_board (3 + a) (2 + b) 1 1) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c13_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 1 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F; T; F]) []) (s169_board (3 + a) (2 + b) 1 1) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ [F; T; F]) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 1 1 y1) (Hm : meas (s134_board (3 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 1 1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c13_f1_a8 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s134_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c14_moves (a b d : nat) : rmoves (s134_board (3 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c14_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + d)) []) (s169_board (3 + a) (2 + b) 1 (2 + d)) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s134_board (3 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c14_f1_a9 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s134_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c15_moves (a b c : nat) : rmoves (s134_board (3 + a) (2 + b) (2 + c) 0) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c15_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
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
Lemma s134_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s134_board (3 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c15_f1_a10 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s134_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c16_moves (a b c : nat) : rmoves (s134_board (3 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c16_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) []) (s169_board (3 + a) (2 + b) (2 + c) 1) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s134_board (3 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c16_f1_a11 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s134_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s134_c17_moves (a b c d : nat) : rmoves (s134_board (3 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c17_f1_a12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s134_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) (0) _ (s169_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s169_board; target_board_eq | strip_offset].
  - unfold s169_form; apply form_int; zlia.
  - intros HT; apply (use169 IH (3 + a) (2 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s169_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s134_dom (3 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s134_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s134_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c17_f1_a12 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s134_board (3 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s134_c17_moves in Hg. cbn [map In] in Hg.
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
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s134_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s134_c4 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s134_c5 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s134_c6 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s134_c7 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s134_c8 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s134_c9 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c10 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c11 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c12 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c13 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c14 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c15 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c16 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c17 IH a b c d y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use135 IH 1 (2 + b) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use96 IH 1 1 (2 + d) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use135 IH 1 (2 + b) 1 (2 + d) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use135 IH 1 (3 + b) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use135 IH 1 (3 + b) 1 (2 + d) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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

Lemma s135_c3_moves : rmoves (s135_board 1 2 2 1) = [[F; T; E; F; E; T; T; F]].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; F; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; T; F]) []) (s90_board 2) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 2 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s135_dom 1 2 2 1 y1) (Hm : meas (s135_board 1 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board 1 2 2 1)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board 1 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s135_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s135_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s135_c4_moves (d : nat) : rmoves (s135_board 1 2 2 (2 + d)) = [F :: T :: E :: F :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []) (s96_board 1 2 (2 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 2 (2 + d) y1); [unfold s96_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s135_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s135_dom 1 2 2 (2 + d) y1) (Hm : meas (s135_board 1 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board 1 2 2 (2 + d))).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board 1 2 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s135_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s135_c4_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s135_c5_moves (a : nat) : rmoves (s135_board (3 + a) 2 1 0) = [].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s135_dom (3 + a) 2 1 0 y1) (Hm : meas (s135_board (3 + a) 2 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board (3 + a) 2 1 0)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board (3 + a) 2 1 0)) in Hg. cbn [rights] in Hg. rewrite s135_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s135_c6_moves (a b : nat) : rmoves (s135_board (2 + a) (2 + b) 1 1) = [E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E]].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]) (s29_board 0 (2 + a) (3 + b)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + a) (3 + b) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s135_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s135_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s135_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s135_c6_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s135_c7_moves (a b d : nat) : rmoves (s135_board (2 + a) (2 + b) 1 (2 + d)) = [E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []) (s135_board (2 + a) (3 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (2 + a) (3 + b) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s135_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []) (s135_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (2 + a) (3 + b) 1 (2 + d) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s135_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s135_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s135_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s135_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c7_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s135_c7_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c7_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s135_c7_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s135_c8_moves (c : nat) : rmoves (s135_board 2 2 (2 + c) 1) = [].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s135_dom 2 2 (2 + c) 1 y1) (Hm : meas (s135_board 2 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board 2 2 (2 + c) 1)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board 2 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s135_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s135_c9_moves (c d : nat) : rmoves (s135_board 2 2 (2 + c) (2 + d)) = [].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s135_dom 2 2 (2 + c) (2 + d) y1) (Hm : meas (s135_board 2 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s135_board 2 2 (2 + c) (2 + d))).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s135_board 2 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s135_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s135_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s135_c4 IH d y1 Hdom Hm Hd Hr).
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
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  exact (s135_c5 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s135_c6 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s135_c7 IH a b d y1 Hdom Hm Hd Hr).
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
  exact (s135_c8 IH c y1 Hdom Hm Hd Hr).
        }
        {
          assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  exact (s135_c9 IH c d y1 Hdom Hm Hd Hr).
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

Lemma s137_c1_moves : rmoves (s137_board 0) = [[F; F; T; F; E; E]].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([]) [(1, 1)]) (s314_board) (0) _ (s314_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 2); (1, 1)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s314_form; apply form_int; zlia.
  - intros HT; apply (use314 IH y1); [unfold s314_dom; zlia | unfold lex3; lia].
Qed.
Lemma s137_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s137_dom 0 y1) (Hm : meas (s137_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s137_board 0)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s137_board 0)) in Hg. cbn [rights] in Hg. rewrite s137_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s137_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s137_c2_moves : rmoves (s137_board 1) = [[T; F; F; T; F; E; E]].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F]) [(1, 1)]) (s88_board 1 2 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s137_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s137_dom 1 y1) (Hm : meas (s137_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s137_board 1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1)) in Hg. cbn [rights] in Hg. rewrite s137_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s137_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s137_c3_moves (a : nat) : rmoves (s137_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; F; E; E]].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F]) [(1, 1)]) (s88_board (2 + a) 2 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s137_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s137_dom (2 + a) y1) (Hm : meas (s137_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s137_board (2 + a))).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s137_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s137_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s137_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C137 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s137_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s137_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s137_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s137_c3 IH a y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use170 IH 1 1 (2 + c) 1 y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use170 IH 1 1 (2 + c) (2 + d) y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s138_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s138_board 1 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (int (Z.of_nat y1)) (tf_game (s138_board 1 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s264_board (2 + c) (2 + d)) (0) _ (s264_form y1)).
  - unfold strip, s138_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s264_board; target_board_eq | strip_offset].
  - unfold s264_form; apply form_int; zlia.
  - intros HT; apply (use264 IH (2 + c) (2 + d) y1); [unfold s264_dom; zlia | unfold lex3; lia].
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
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s264_board (2 + c) (2 + d)) (0) _ (s264_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s264_board; target_board_eq | strip_offset].
  - unfold s264_form; apply form_int; zlia.
  - intros HT; apply (use264 IH (2 + c) (2 + d) y1); [unfold s264_dom; zlia | unfold lex3; lia].
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
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) []) (s320_board (1 + b) (2 + c) 1) (0) _ (s320_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s320_board; target_board_eq | strip_offset].
  - unfold s320_form; apply form_int; zlia.
  - intros HT; apply (use320 IH (1 + b) (2 + c) 1 y1); [unfold s320_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []) (s139_board 1 (1 + b) (3 + c) 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) (3 + c) 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
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
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s320_board (1 + b) (2 + c) (2 + d)) (0) _ (s320_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s320_board; target_board_eq | strip_offset].
  - unfold s320_form; apply form_int; zlia.
  - intros HT; apply (use320 IH (1 + b) (2 + c) (2 + d) y1); [unfold s320_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s139_board 1 (1 + b) (3 + c) (2 + d)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) (3 + c) (2 + d) y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
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

Lemma s139_c5_moves (a : nat) : rmoves (s139_board (2 + a) 1 2 0) = [repeat T (2 + a) ++ [F; E; T; E; F; T; T]; repeat T (2 + a) ++ [E; F; T; F; E; T; T]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F; T; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(2, 0)]) (s36_board (2 + a)) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(2, 0)]); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (2 + a) y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(3, 0)]) (s9_board (2 + a) 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(3, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s139_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s139_dom (2 + a) 1 2 0 y1) (Hm : meas (s139_board (2 + a) 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) 1 2 0)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) 1 2 0)) in Hg. cbn [rights] in Hg. rewrite s139_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s139_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c5_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s139_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c6_moves (a c : nat) : rmoves (s139_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F]; repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []) (s172_board (2 + a) (2 + c) 1) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH (2 + a) (2 + c) 1 y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ [F]) []) (s116_board (2 + a) (3 + c) 1) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (3 + c) 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s139_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s139_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s139_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c6_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s139_c6_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c6_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s139_c6_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c7_moves (a c d : nat) : rmoves (s139_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s172_board (2 + a) (2 + c) (2 + d)) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH (2 + a) (2 + c) (2 + d) y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s116_board (2 + a) (3 + c) (2 + d)) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (3 + c) (2 + d) y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s139_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s139_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s139_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c7_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s139_c7_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c7_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s139_c7_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c8_moves (a b : nat) : rmoves (s139_board (2 + a) (2 + b) 2 0) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; T]; repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; T]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F]) [(2, 0)]) (s49_board (1 + a) (3 + b) 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F]) [(2, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (1 + a) (3 + b) 1 y1); [unfold s49_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s139_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F]) [(3, 0)]) (s49_board (2 + a) (1 + b) 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F]) [(3, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) (1 + b) 1 y1); [unfold s49_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s139_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s139_dom (2 + a) (2 + b) 2 0 y1) (Hm : meas (s139_board (2 + a) (2 + b) 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) (2 + b) 2 0)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) (2 + b) 2 0)) in Hg. cbn [rights] in Hg. rewrite s139_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s139_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c8_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s139_c8_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c9_moves (a b c : nat) : rmoves (s139_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F]; repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) []) (s139_board (1 + a) (3 + b) (2 + c) 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) (3 + b) (2 + c) 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s139_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []) (s139_board (2 + a) (1 + b) (3 + c) 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) (3 + c) 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s139_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s139_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s139_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s139_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s139_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c9_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s139_c9_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s139_c10_moves (a b c d : nat) : rmoves (s139_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d); repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s139_board (1 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (1 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s139_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s139_board (2 + a) (1 + b) (3 + c) (2 + d)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) (3 + c) (2 + d) y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s139_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s139_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s139_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s139_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s139_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c10_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s139_c10_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s139_c10_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s139_c10_moves a b c d) eq_refl Hm) Hd Hr). }

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
          assert (c = 0) by zlia; subst c.
  exact (s139_c5 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c6 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c7 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (c = 0) by zlia; subst c.
  exact (s139_c8 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c9 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s139_c10 IH a b c d y1 Hdom Hm Hd Hr).
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

Lemma s142_c1_moves (b : nat) : rmoves (s142_board 0 (2 + b) 1 0) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s142_dom 0 (2 + b) 1 0 y1) (Hm : meas (s142_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 0 (2 + b) 1 0)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 0 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s142_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c2_moves (b : nat) : rmoves (s142_board 0 (2 + b) 1 1) = [repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; E]) [(1, 0)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s142_dom 0 (2 + b) 1 1 y1) (Hm : meas (s142_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 0 (2 + b) 1 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s142_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s142_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s142_c3_moves (b d : nat) : rmoves (s142_board 0 (2 + b) 1 (2 + d)) = [repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s96_board 1 1 (2 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s142_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s142_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c3_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c3_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c3_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c3_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s142_c4_moves (b c : nat) : rmoves (s142_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s142_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s142_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s142_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c5_moves (b c d : nat) : rmoves (s142_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s142_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s142_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c6_moves (b : nat) : rmoves (s142_board 1 (2 + b) 1 0) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s142_dom 1 (2 + b) 1 0 y1) (Hm : meas (s142_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 (2 + b) 1 0)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s142_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c7_moves (b : nat) : rmoves (s142_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]) (s87_board 1 (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s142_dom 1 (2 + b) 1 1 y1) (Hm : meas (s142_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 (2 + b) 1 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s142_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c7_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s142_c7_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s142_c8_moves (b d : nat) : rmoves (s142_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s173_board 1 (2 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s173_board 1 (2 + b) 1 1 (2 + d)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 (2 + d) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s142_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s142_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c8_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c8_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c8_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c8_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s142_c9_moves (b c : nat) : rmoves (s142_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s142_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s142_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s142_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c10_moves (b c d : nat) : rmoves (s142_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s142_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s142_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c11_moves (a b : nat) : rmoves (s142_board (2 + a) (2 + b) 1 0) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s142_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) (2 + b) 1 0)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s142_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c12_moves (a b : nat) : rmoves (s142_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]) (s87_board (2 + a) (2 + b) 1) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 1 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s142_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s142_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c12_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s142_c12_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s142_c13_moves (a b d : nat) : rmoves (s142_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s173_board (2 + a) (2 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s173_board (2 + a) (2 + b) 1 1 (2 + d)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 (2 + d) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s142_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c13_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c13_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c13_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s142_c13_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s142_c14_moves (a b c : nat) : rmoves (s142_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s142_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s142_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s142_c15_moves (a b c d : nat) : rmoves (s142_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s142_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s142_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s142_c15_moves in Hg. cbn [map In] in Hg.
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
          exact (s142_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c2 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c3 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s142_c4 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c5 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s142_c6 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c7 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c8 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s142_c9 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c10 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s142_c11 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c12 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c13 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s142_c14 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s142_c15 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s143_c1_moves : rmoves (s143_board 0 1) = [[F; F; T; F; E; T; E; F]; [F; F; T; E; F; T; F; E]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([T; F; E; E; T; F]) []) (s36_board 1) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; T; F; E]) []) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s143_dom 0 1 y1) (Hm : meas (s143_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s143_board 0 1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s143_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s143_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s143_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s143_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s143_c2_moves : rmoves (s143_board 1 1) = [[T; F; F; T; F; E; T; E; F]; [T; F; F; T; E; F; T; F; E]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; T; F; E; E; T; F]) []) (s174_board 1) (0) _ (s174_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s174_board; target_board_eq | strip_offset].
  - unfold s174_form; apply form_int; zlia.
  - intros HT; apply (use174 IH 1 y1); [unfold s174_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; T; F; E]) []) (s175_board 1 2 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 1 2 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s143_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s143_dom 1 1 y1) (Hm : meas (s143_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s143_board 1 1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s143_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s143_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s143_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s143_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s143_c3_moves (a : nat) : rmoves (s143_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; T; F; E; T; E; F]; repeat T (2 + a) ++ [F; F; T; E; F; T; F; E]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; F]) []) (s174_board (2 + a)) (0) _ (s174_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s174_board; target_board_eq | strip_offset].
  - unfold s174_form; apply form_int; zlia.
  - intros HT; apply (use174 IH (2 + a) y1); [unfold s174_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []) (s175_board (2 + a) 2 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (2 + a) 2 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s143_dom (2 + a) 1 y1) (Hm : meas (s143_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s143_board (2 + a) 1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s143_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s143_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s143_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s143_c3_moves a) eq_refl Hm) Hd Hr). }

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
      exact (s143_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s143_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s143_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
Qed.

Lemma s144_c1_moves (b : nat) : rmoves (s144_board 0 (2 + b)) = [F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b); F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: E :: T :: repeat F (2 + b)) []) (s179_board 0 0 0 (2 + b)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2)] ([T; E; F; F; E; T; F]) []) (s223_board 0 0 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s278_board 1 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: F :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH 1 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s144_dom 0 (2 + b) y1) (Hm : meas (s144_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s144_board 0 (2 + b))).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s144_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s144_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s144_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s144_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s144_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s144_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s144_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s144_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s144_c2_moves (b : nat) : rmoves (s144_board 1 (2 + b)) = [T :: F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b); T :: F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (T :: F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) []) (s176_board 1 (2 + b)) (0) _ (s176_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s176_board; target_board_eq | strip_offset].
  - unfold s176_form; apply form_int; zlia.
  - intros HT; apply (use176 IH 1 (2 + b) y1); [destruct Hw as [Hw|Hw]; [unfold s176_dom; left; zlia | unfold s176_dom; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s144_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; T; E; F; F; E; T; F]) []) (s177_board 1 2 1) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; F; E; T; F]) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH 1 2 1 y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + b)) []) (s177_board 1 2 (2 + b)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH 1 2 (2 + b) y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s144_dom 1 (2 + b) y1) (Hm : meas (s144_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s144_board 1 (2 + b))).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s144_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s144_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s144_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s144_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s144_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s144_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s144_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s144_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s144_c3_moves (a b : nat) : rmoves (s144_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) []) (s176_board (2 + a) (2 + b)) (0) _ (s176_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s176_board; target_board_eq | strip_offset].
  - unfold s176_form; apply form_int; zlia.
  - intros HT; apply (use176 IH (2 + a) (2 + b) y1); [unfold s176_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s144_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; F; F; E; T; F]) []) (s177_board (2 + a) 2 1) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; F; E; T; F]) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) 2 1 y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + b)) []) (s177_board (2 + a) 2 (2 + b)) (0) _ (s177_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) 2 (2 + b) y1); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s144_dom (2 + a) (2 + b) y1) (Hm : meas (s144_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s144_board (2 + a) (2 + b))).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s144_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s144_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1))%Z) by zlia. exact (s144_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s144_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s144_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s144_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1))%Z) by zlia. exact (s144_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s144_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s144_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s144_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s144_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s145_c1_moves : rmoves (s145_board 0) = [[F; F; T; E; F; E; T; F]].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s145_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s145_dom 0 y1) (Hm : meas (s145_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s145_board 0)).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s145_board 0)) in Hg. cbn [rights] in Hg. rewrite s145_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s145_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s145_c2_moves : rmoves (s145_board 1) = [[T; F; F; T; E; F; E; T; F]].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s173_board 1 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s145_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s145_dom 1 y1) (Hm : meas (s145_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s145_board 1)).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s145_board 1)) in Hg. cbn [rights] in Hg. rewrite s145_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s145_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s145_c3_moves (a : nat) : rmoves (s145_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s173_board (2 + a) 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s145_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s145_dom (2 + a) y1) (Hm : meas (s145_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s145_board (2 + a))).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s145_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s145_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s145_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s145_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C145 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s145_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s145_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s145_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s145_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s146_c1_moves (b : nat) : rmoves (s146_board 0 (2 + b) 1) = [F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; F :: E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s135_board 1 (2 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s23_board 0 (3 + b)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + b) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s146_dom 0 (2 + b) 1 y1) (Hm : meas (s146_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board 0 (2 + b) 1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s146_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s146_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s146_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s146_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s146_c2_moves (b c : nat) : rmoves (s146_board 0 (2 + b) (2 + c)) = [F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 1 (2 + b) 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 (2 + c) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s135_board 1 (3 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 1 (3 + b) 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 (2 + c) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s146_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s146_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board 0 (2 + b) (2 + c))).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s146_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s146_c3_moves (b : nat) : rmoves (s146_board 1 (2 + b) 1) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; T :: F :: E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s173_board 1 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s173_board 1 2 (2 + b) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + b) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + b)) [(1, 1)]) (s29_board 0 2 (3 + b)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + b) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s146_dom 1 (2 + b) 1 y1) (Hm : meas (s146_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board 1 (2 + b) 1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s146_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s146_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s146_c3_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c3_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s146_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s146_c4_moves (b c : nat) : rmoves (s146_board 1 (2 + b) (2 + c)) = [T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); T :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s173_board 1 2 1 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 (2 + c) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s173_board 1 2 (2 + b) 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + b) 1 (2 + c) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
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
Lemma s146_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
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
Lemma s146_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s146_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s146_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board 1 (2 + b) (2 + c))).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s146_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c4_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c4_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c4_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s146_c5_moves (a b : nat) : rmoves (s146_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s173_board (2 + a) 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ [E; T; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s173_board (2 + a) 2 (2 + b) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + b) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s52_board (2 + a) (3 + b)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (3 + b) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s146_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s146_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board (2 + a) (2 + b) 1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s146_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s146_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c5_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s146_c5_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c5_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s146_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s146_c6_moves (a b c : nat) : rmoves (s146_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s173_board (2 + a) 2 1 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 (2 + c) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s173_board (2 + a) 2 (2 + b) 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + b) 1 (2 + c) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
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
Lemma s146_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
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
Lemma s146_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s146_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s146_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s146_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s146_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s146_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s146_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c6_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c6_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s146_c6_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s146_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s146_c4 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s146_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s146_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s147_c1_moves : rmoves (s147_board 0 0) = [[F; F; T; E; F; E; T]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s147_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s147_dom 0 0 y1) (Hm : meas (s147_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board 0 0)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s147_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s147_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s147_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s147_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s147_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s147_c2_moves : rmoves (s147_board 0 1) = [[F; F; T; E; F; E; T; F]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s147_dom 0 1 y1) (Hm : meas (s147_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board 0 1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s147_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s147_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s147_c3_moves (b : nat) : rmoves (s147_board 0 (2 + b)) = [F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s319_board 1 1 1 (2 + b)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + b) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s147_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s147_dom 0 (2 + b) y1) (Hm : meas (s147_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board 0 (2 + b))).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s147_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s147_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s147_c4_moves : rmoves (s147_board 1 0) = [[T; F; F; T; E; F; E; T]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s137_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s201_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s147_dom 1 0 y1) (Hm : meas (s147_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board 1 0)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s147_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s147_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s147_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s147_c4_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s147_c4_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s147_c5_moves : rmoves (s147_board 1 1) = [[T; F; F; T; E; F; E; T; F]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s179_board 1 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s147_dom 1 1 y1) (Hm : meas (s147_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board 1 1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s147_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s147_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s147_c6_moves (b : nat) : rmoves (s147_board 1 (2 + b)) = [T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s179_board 1 2 1 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s147_dom 1 (2 + b) y1) (Hm : meas (s147_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board 1 (2 + b))).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s147_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s147_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s147_c7_moves (a : nat) : rmoves (s147_board (2 + a) 0) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s137_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s201_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s147_dom (2 + a) 0 y1) (Hm : meas (s147_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board (2 + a) 0)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s147_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s147_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s147_c7_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s147_c7_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s147_c7_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s147_c8_moves (a : nat) : rmoves (s147_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s179_board (2 + a) 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s147_dom (2 + a) 1 y1) (Hm : meas (s147_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board (2 + a) 1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s147_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s147_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s147_c9_moves (a b : nat) : rmoves (s147_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s179_board (2 + a) 2 1 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s147_dom (2 + a) (2 + b) y1) (Hm : meas (s147_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s147_board (2 + a) (2 + b))).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s147_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s147_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s147_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s147_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C147 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s147_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s147_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s147_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s147_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s147_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s147_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s147_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s147_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s147_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s147_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s148_c1_moves : rmoves (s148_board 0 0) = [[F; F; T; E; F; E; T]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s148_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s148_dom 0 0 y1) (Hm : meas (s148_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board 0 0)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s148_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s148_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s148_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s148_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s148_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s148_c2_moves : rmoves (s148_board 0 1) = [[F; F; T; E; F; E; T; F]; [F; E; T; F; F; F; T; E]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; E; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s26_board 0 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s26_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; F]) [(1, 1)]); [strip_eq | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_int; zlia.
  - intros HT; apply (use26 IH 0 0 y1); [unfold s26_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s148_dom 0 1 y1) (Hm : meas (s148_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board 0 1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s148_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s148_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s148_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s148_c3_moves (b : nat) : rmoves (s148_board 0 (2 + b)) = [F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b); F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s319_board 1 1 1 (2 + b)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + b) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s148_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; F; F; E; T; F]) []) (s319_board 1 3 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 3 1 1 y1); [unfold s319_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []) (s319_board 1 3 1 (2 + b)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 3 1 (2 + b) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s148_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s148_dom 0 (2 + b) y1) (Hm : meas (s148_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board 0 (2 + b))).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s148_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s148_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c3_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s148_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c3_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s148_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s148_c4_moves : rmoves (s148_board 1 0) = [[T; F; F; T; E; F; E; T]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s137_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s201_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s148_dom 1 0 y1) (Hm : meas (s148_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board 1 0)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s148_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s148_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s148_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s148_c4_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s148_c4_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s148_c5_moves : rmoves (s148_board 1 1) = [[T; F; F; T; E; F; E; T; F]; [T; F; E; T; F; F; F; T; E]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s179_board 1 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; F]) [(1, 1)]) (s88_board 0 0 2 3 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 3 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s148_dom 1 1 y1) (Hm : meas (s148_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board 1 1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s148_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s148_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c5_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s148_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s148_c6_moves (b : nat) : rmoves (s148_board 1 (2 + b)) = [T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b); T :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s179_board 1 2 1 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; F; F; E; T; F]) []) (s179_board 1 1 3 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 3 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []) (s179_board 1 1 3 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 3 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s148_dom 1 (2 + b) y1) (Hm : meas (s148_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board 1 (2 + b))).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s148_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s148_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c6_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s148_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c6_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s148_c6_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s148_c7_moves (a : nat) : rmoves (s148_board (2 + a) 0) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s137_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s137_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s201_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s201_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s148_dom (2 + a) 0 y1) (Hm : meas (s148_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board (2 + a) 0)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s148_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s148_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s148_c7_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s148_c7_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s148_c7_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s148_c8_moves (a : nat) : rmoves (s148_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; F; T; E]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s179_board (2 + a) 2 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 3 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 3 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s148_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s148_dom (2 + a) 1 y1) (Hm : meas (s148_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board (2 + a) 1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s148_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s148_c8_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c8_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s148_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s148_c9_moves (a b : nat) : rmoves (s148_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s179_board (2 + a) 2 1 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; F; E; T; F]) []) (s179_board (2 + a) 1 3 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 3 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []) (s179_board (2 + a) 1 3 (2 + b)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 3 (2 + b) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s148_dom (2 + a) (2 + b) y1) (Hm : meas (s148_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s148_board (2 + a) (2 + b))).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s148_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s148_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s148_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c9_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s148_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c9_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s148_c9_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s148_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C148 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s148_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s148_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s148_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s148_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s148_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s148_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s148_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s148_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s148_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s148_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s149_c1_moves : rmoves (s149_board 0) = [].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s149_dom 0 y1) (Hm : meas (s149_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s149_board 0)).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s149_board 0)) in Hg. cbn [rights] in Hg. rewrite s149_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s149_c2_moves : rmoves (s149_board 1) = [].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s149_dom 1 y1) (Hm : meas (s149_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s149_board 1)).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s149_board 1)) in Hg. cbn [rights] in Hg. rewrite s149_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s149_c3_moves (a : nat) : rmoves (s149_board (2 + a)) = [].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s149_dom (2 + a) y1) (Hm : meas (s149_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s149_board (2 + a))).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s149_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s149_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s149_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C149 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s149_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s149_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s149_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s149_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s150_c1_moves : rmoves (s150_board 0) = [[F; E; T; T; F; T; F; F; F; E]].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; T; F; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s265_board 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s265_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; F; F; E]) []); [strip_eq | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s150_dom 0 y1) (Hm : meas (s150_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s150_board 0)).
Proof.
  unfold s150_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s150_board 0)) in Hg. cbn [rights] in Hg. rewrite s150_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s150_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s150_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s150_c2_moves : rmoves (s150_board 1) = [[T; F; E; T; T; F; T; F; F; F; E]].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; T; F; T; F; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; T; F; T; F; F; F; E]) []) (s309_board 0 0 3 1 3) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; T; F; T; F; F; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 3 1 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s150_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s150_dom 1 y1) (Hm : meas (s150_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s150_board 1)).
Proof.
  unfold s150_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s150_board 1)) in Hg. cbn [rights] in Hg. rewrite s150_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s150_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s150_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s150_c3_moves (a : nat) : rmoves (s150_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; F; E]].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s181_board (2 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s181_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; F; E]) []); [strip_eq | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s150_dom (2 + a) y1) (Hm : meas (s150_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s150_board (2 + a))).
Proof.
  unfold s150_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s150_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s150_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s150_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s150_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s150_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C150 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s150_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s150_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s150_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s150_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s151_c1_moves : rmoves (s151_board 0 0) = [[F; T; E; T; F; T; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F]) [(1, 1)]) (s88_board 0 0 2 1 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 0 (1 + y1)); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s151_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s151_dom 0 0 y1) (Hm : meas (s151_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 0 0)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s151_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s151_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c2_moves : rmoves (s151_board 0 1) = [[F; T; E; T; F; T; F; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; T; F; E; F]) [(1, 0)]) (s57_board 1 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 1 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s151_dom 0 1 y1) (Hm : meas (s151_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 0 1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s151_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s151_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c3_moves (b : nat) : rmoves (s151_board 0 (2 + b)) = [F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []) (s265_board (2 + b)) (0) _ (s265_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (2 + b) y1); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s151_dom 0 (2 + b) y1) (Hm : meas (s151_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 0 (2 + b))).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s151_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s151_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c4_moves : rmoves (s151_board 1 0) = [[T; F; T; E; T; F; T; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F]) [(1, 1)]) (s88_board 1 1 2 1 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 2 1 0 (1 + y1)); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s151_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s151_dom 1 0 y1) (Hm : meas (s151_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 1 0)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s151_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s151_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c5_moves : rmoves (s151_board 1 1) = [[T; F; T; E; T; F; T; F; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; T; F; E; F]) [(1, 0)]) (s266_board) (0) _ (s266_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s266_board; target_board_eq | strip_offset].
  - unfold s266_form; apply form_int; zlia.
  - intros HT; apply (use266 IH y1); [unfold s266_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s151_dom 1 1 y1) (Hm : meas (s151_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 1 1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s151_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s151_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c6_moves (b : nat) : rmoves (s151_board 1 (2 + b)) = [T :: F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []) (s181_board 1 (2 + b)) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH 1 (2 + b) y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s151_dom 1 (2 + b) y1) (Hm : meas (s151_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board 1 (2 + b))).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s151_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s151_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c7_moves (a : nat) : rmoves (s151_board (2 + a) 0) = [repeat T (2 + a) ++ [F; T; E; T; F; T; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F]) [(1, 1)]) (s88_board (2 + a) 1 2 1 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 1 0 (1 + y1)); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s151_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s151_dom (2 + a) 0 y1) (Hm : meas (s151_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board (2 + a) 0)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s151_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s151_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c8_moves (a : nat) : rmoves (s151_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 0)]) (s267_board (2 + a)) (0) _ (s267_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s267_board; target_board_eq | strip_offset].
  - unfold s267_form; apply form_int; zlia.
  - intros HT; apply (use267 IH (2 + a) y1); [unfold s267_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s151_dom (2 + a) 1 y1) (Hm : meas (s151_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board (2 + a) 1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s151_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s151_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_c9_moves (a b : nat) : rmoves (s151_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []) (s181_board (2 + a) (2 + b)) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (2 + b) ++ [E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) (2 + b) y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s151_dom (2 + a) (2 + b) y1) (Hm : meas (s151_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s151_board (2 + a) (2 + b))).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s151_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s151_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s151_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s151_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s151_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C151 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s151_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s151_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s151_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s151_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s151_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s152_c1_moves (b : nat) : rmoves (s152_board 0 (2 + b)) = [F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s311_board 1 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s311_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; F; F; E; F]) []); [strip_eq | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s312_board 1 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s152_dom 0 (2 + b) y1) (Hm : meas (s152_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s152_board 0 (2 + b))).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s152_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s152_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s152_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s152_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s152_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s152_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s152_c2_moves (b : nat) : rmoves (s152_board 1 (2 + b)) = [T :: F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; T; F; T; F; F; F; E; F]) []) (s313_board 0 0 3 1 3 1) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; T; F; T; F; F; F; E; F]) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []) (s313_board 0 0 3 1 3 (2 + b)) (-1) _ (s313_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s313_board; target_board_eq | strip_offset].
  - unfold s313_form; apply form_int; zlia.
  - intros HT; apply (use313 IH 0 0 3 1 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s313_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s152_dom 1 (2 + b) y1) (Hm : meas (s152_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s152_board 1 (2 + b))).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s152_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s152_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s152_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s152_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s152_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s152_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s152_c3_moves (a b : nat) : rmoves (s152_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s182_board (2 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; F; E; F]) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (2 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s182_board (2 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s182_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (2 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s182_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s152_dom (2 + a) (2 + b) y1) (Hm : meas (s152_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s152_board (2 + a) (2 + b))).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s152_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s152_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s152_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s152_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s152_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s152_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s152_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s152_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s152_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s153_c1_moves : rmoves (s153_board 0 3 0) = [[F; T; E; T; F; T; F; F; F; E]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; T; F; F; F; E]) []) (s265_board 3) (0) _ (s265_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; F; F; E]) []); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH 3 y1); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s153_dom 0 3 0 y1) (Hm : meas (s153_board 0 3 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board 0 3 0)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board 0 3 0)) in Hg. cbn [rights] in Hg. rewrite s153_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s153_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s153_c2_moves (b : nat) : rmoves (s153_board 0 (3 + b) 1) = [F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]; E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []) (s311_board 1 (3 + b)) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 (3 + b) y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s151_board 0 (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s151_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [strip_eq | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH 0 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s153_dom 0 (3 + b) 1 y1) (Hm : meas (s153_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board 0 (3 + b) 1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board 0 (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s153_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s153_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s153_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s153_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s153_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s153_c3_moves (b c : nat) : rmoves (s153_board 0 (3 + b) (2 + c)) = [F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c); E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []) (s312_board 1 (3 + b) (2 + c)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 (3 + b) (2 + c) y1); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s153_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s153_board 0 (4 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH 0 (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s153_board 0 (4 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH 0 (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s153_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s153_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board 0 (3 + b) (2 + c))).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board 0 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s153_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s153_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s153_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c3_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s153_c4_moves : rmoves (s153_board 1 3 0) = [[T; F; T; E; T; F; T; F; F; F; E]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; T; F; F; F; E]) []) (s181_board 1 3) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; F; F; E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH 1 3 y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s153_dom 1 3 0 y1) (Hm : meas (s153_board 1 3 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board 1 3 0)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board 1 3 0)) in Hg. cbn [rights] in Hg. rewrite s153_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s153_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s153_c5_moves (b : nat) : rmoves (s153_board 1 (3 + b) 1) = [T :: F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]; T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []) (s182_board 1 (3 + b) 1) (0) _ (s182_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []); [reflexivity | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH 1 (3 + b) 1 y1); [unfold s182_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) []) (s321_board (4 + b)) (0) _ (s321_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [reflexivity | unfold s321_board; target_board_eq | strip_offset].
  - unfold s321_form; apply form_int; zlia.
  - intros HT; apply (use321 IH (4 + b) y1); [unfold s321_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s153_dom 1 (3 + b) 1 y1) (Hm : meas (s153_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board 1 (3 + b) 1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board 1 (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s153_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s153_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s153_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s153_c5_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s153_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s153_c6_moves (b c : nat) : rmoves (s153_board 1 (3 + b) (2 + c)) = [T :: F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c); T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []) (s182_board 1 (3 + b) (2 + c)) (0) _ (s182_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH 1 (3 + b) (2 + c) y1); [unfold s182_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []) (s322_board (4 + b) 1) (0) _ (s322_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [reflexivity | unfold s322_board; target_board_eq | strip_offset].
  - unfold s322_form; apply form_int; zlia.
  - intros HT; apply (use322 IH (4 + b) 1 y1); [unfold s322_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []) (s322_board (4 + b) (2 + c)) (0) _ (s322_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s322_board; target_board_eq | strip_offset].
  - unfold s322_form; apply form_int; zlia.
  - intros HT; apply (use322 IH (4 + b) (2 + c) y1); [unfold s322_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s153_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s153_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board 1 (3 + b) (2 + c))).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s153_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s153_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s153_c6_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c6_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s153_c7_moves (a : nat) : rmoves (s153_board (2 + a) 3 0) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; F; E]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; F; E]) []) (s181_board (2 + a) 3) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; F; E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) 3 y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s153_dom (2 + a) 3 0 y1) (Hm : meas (s153_board (2 + a) 3 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board (2 + a) 3 0)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board (2 + a) 3 0)) in Hg. cbn [rights] in Hg. rewrite s153_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s153_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s153_c8_moves (a b : nat) : rmoves (s153_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]; repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []) (s182_board (2 + a) (3 + b) 1) (0) _ (s182_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ [E; F]) []); [reflexivity | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (2 + a) (3 + b) 1 y1); [unfold s182_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s151_board (2 + a) (4 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s151_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E]) []); [strip_eq | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (2 + a) (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s153_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s153_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board (2 + a) (3 + b) 1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board (2 + a) (3 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s153_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s153_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s153_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s153_c8_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s153_c8_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s153_c9_moves (a b c : nat) : rmoves (s153_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []) (s182_board (2 + a) (3 + b) (2 + c)) (0) _ (s182_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (2 + a) (3 + b) (2 + c) y1); [unfold s182_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s153_board (2 + a) (4 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ [E; F]) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (2 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s153_board (2 + a) (4 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (2 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s153_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s153_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s153_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s153_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s153_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s153_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s153_c9_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s153_c9_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s153_c9_moves a b c) eq_refl Hm) Hd Hr). }
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
        assert (b = 1) by zlia; subst b.
  exact (s153_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s153_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s153_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
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
  exact (s153_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s153_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s153_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
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
  exact (s153_c7 IH a y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s153_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s153_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s154_c1_moves (b : nat) : rmoves (s154_board 0 (2 + b)) = [F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board 0 0 2 (2 + b)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 0 0 2 (2 + b) y1); [unfold s183_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s154_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s154_dom 0 (2 + b) y1) (Hm : meas (s154_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s154_board 0 (2 + b))).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s154_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s154_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s154_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s154_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s154_c2_moves (b : nat) : rmoves (s154_board 1 (2 + b)) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board 1 1 2 (2 + b)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 1 1 2 (2 + b) y1); [unfold s183_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s154_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s154_dom 1 (2 + b) y1) (Hm : meas (s154_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s154_board 1 (2 + b))).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s154_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s154_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s154_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s154_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s154_c3_moves (a b : nat) : rmoves (s154_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board (2 + a) 1 2 (2 + b)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (2 + a) 1 2 (2 + b) y1); [unfold s183_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s154_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s154_dom (2 + a) (2 + b) y1) (Hm : meas (s154_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s154_board (2 + a) (2 + b))).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s154_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s154_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s154_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s154_c3_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s154_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s154_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s154_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s155_c1_moves (b : nat) : rmoves (s155_board 0 (2 + b) 0) = [F :: T :: E :: T :: repeat F (2 + b) ++ [E; T]].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s29_board 0 2 (2 + b)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (2 + b) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s155_dom 0 (2 + b) 0 y1) (Hm : meas (s155_board 0 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board 0 (2 + b) 0)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board 0 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s155_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s155_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s155_c2_moves (b : nat) : rmoves (s155_board 0 (2 + b) 1) = [F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]; E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s135_board 2 (2 + b) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (2 + b) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s155_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s127_board 0 (3 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH 0 (3 + b) y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s155_dom 0 (2 + b) 1 y1) (Hm : meas (s155_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board 0 (2 + b) 1)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s155_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s155_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s155_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s155_c3_moves (b c : nat) : rmoves (s155_board 0 (2 + b) (2 + c)) = [F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 2 (2 + b) 1 (2 + c)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (2 + b) 1 (2 + c) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s155_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s155_board 0 (3 + b) 1) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 (3 + b) 1 y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s155_board 0 (3 + b) (2 + c)) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 (3 + b) (2 + c) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s155_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s155_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board 0 (2 + b) (2 + c))).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s155_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s155_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c3_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s155_c4_moves (b : nat) : rmoves (s155_board 1 (2 + b) 0) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T]].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s126_board 1 1 2 (2 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH 1 1 2 (2 + b) y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s155_dom 1 (2 + b) 0 y1) (Hm : meas (s155_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board 1 (2 + b) 0)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s155_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s155_c4_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s155_c5_moves (b : nat) : rmoves (s155_board 1 (2 + b) 1) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]; T :: E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s184_board 1 1 2 (2 + b) 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 2 (2 + b) 1 1 y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s155_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (3 + b)) [(1, 1)]) (s265_board (3 + b)) (1) _ (s265_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s155_dom 1 (2 + b) 1 y1) (Hm : meas (s155_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board 1 (2 + b) 1)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s155_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s155_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c5_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s155_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s155_c6_moves (b c : nat) : rmoves (s155_board 1 (2 + b) (2 + c)) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s184_board 1 1 2 (2 + b) 1 (2 + c)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 2 (2 + b) 1 (2 + c) y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s155_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s155_board 1 (3 + b) 1) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 1 (3 + b) 1 y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s155_board 1 (3 + b) (2 + c)) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 1 (3 + b) (2 + c) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s155_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s155_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board 1 (2 + b) (2 + c))).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s155_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s155_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c6_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c6_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s155_c7_moves (a b : nat) : rmoves (s155_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T]].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]) (s126_board (2 + a) 1 2 (2 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 2 (2 + b) y1); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s155_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s155_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board (2 + a) (2 + b) 0)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s155_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s155_c7_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s155_c8_moves (a b : nat) : rmoves (s155_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]; repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s184_board (2 + a) 1 2 (2 + b) 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 (2 + b) 1 1 y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s155_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s127_board (2 + a) (3 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH (2 + a) (3 + b) y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s155_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s155_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board (2 + a) (2 + b) 1)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s155_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s155_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c8_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s155_c8_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s155_c9_moves (a b c : nat) : rmoves (s155_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s184_board (2 + a) 1 2 (2 + b) 1 (2 + c)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH (2 + a) 1 2 (2 + b) 1 (2 + c) y1); [unfold s184_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s155_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s155_board (2 + a) (3 + b) 1) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (2 + a) (3 + b) 1 y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s155_board (2 + a) (3 + b) (2 + c)) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (2 + a) (3 + b) (2 + c) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s155_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s155_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s155_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s155_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s155_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s155_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c9_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s155_c9_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s155_c9_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s155_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s155_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s155_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s155_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s155_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s155_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s155_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s155_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s155_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s156_c1_moves (b : nat) : rmoves (s156_board 1 (2 + b)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s156_dom 1 (2 + b) y1) (Hm : meas (s156_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s156_board 1 (2 + b))).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s156_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s156_c2_moves (a b : nat) : rmoves (s156_board (2 + a) (2 + b)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s156_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s156_board (2 + a) (2 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ [F]) []) (s185_board (1 + a) (3 + b) 1) (0) _ (s185_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s156_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s185_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s156_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s156_dom (2 + a) (2 + b) y1) (Hm : meas (s156_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s156_board (2 + a) (2 + b))).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s156_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s156_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s156_c2_moves in Hg. cbn [map In] in Hg.
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

Lemma s157_c2_moves (b c : nat) : rmoves (s157_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s157_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s157_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s157_board 1 (2 + b) (2 + c))).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s157_c2_moves in Hg. cbn [map In] in Hg.
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
  - intros HT; apply (use88 IH (1 + a) 0 0 1 0 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
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

Lemma s157_c4_moves (a b c : nat) : rmoves (s157_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c4_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s157_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s157_board (2 + a) (2 + b) (2 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s185_board (1 + a) (3 + b) (2 + c)) (0) _ (s185_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s157_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s185_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s157_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s157_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s157_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s157_c4_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s157_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s157_c4_moves in Hg. cbn [map In] in Hg.
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
        exact (s157_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s158_c1_moves (b : nat) : rmoves (s158_board 1 (2 + b) 0) = [T :: F :: E :: E :: repeat T (2 + b)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 1); (2 + b, 0)]) (s314_board) (0) _ (s314_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 1); (2 + b, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s314_form; apply form_int; zlia.
  - intros HT; apply (use314 IH y1); [unfold s314_dom; zlia | unfold lex3; lia].
Qed.
Lemma s158_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s158_dom 1 (2 + b) 0 y1) (Hm : meas (s158_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board 1 (2 + b) 0)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s158_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s158_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s158_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s158_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_c2_moves (b : nat) : rmoves (s158_board 1 (2 + b) 1) = [T :: F :: E :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F]) []) (s91_board 0 0 (2 + b) 1) (-1) _ (s91_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (2 + b) 1 (1 + y1)); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s158_dom 1 (2 + b) 1 y1) (Hm : meas (s158_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board 1 (2 + b) 1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s158_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s158_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s158_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s158_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_c3_moves (b c : nat) : rmoves (s158_board 1 (2 + b) (2 + c)) = [T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s91_board 0 0 (2 + b) (2 + c)) (-1) _ (s91_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (2 + b) (2 + c) (1 + y1)); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s158_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s158_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board 1 (2 + b) (2 + c))).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s158_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s158_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s158_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s158_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_c4_moves (a : nat) : rmoves (s158_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; E; T; F]; repeat T (2 + a) ++ [E; F; F; T; E]].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; E; T; F]) []) (s185_board (1 + a) 1 1) (0) _ (s185_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) 1 1 y1); [unfold s185_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; F]) [(1, 1)]) (s57_board (1 + a) 2 0) (1) _ (s57_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (1 + a) 2 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s158_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s158_dom (2 + a) 1 1 y1) (Hm : meas (s158_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board (2 + a) 1 1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s158_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s158_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s158_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s158_c4_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s158_c4_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_c5_moves (a b : nat) : rmoves (s158_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1); (4 + b, 0)]) (s9_board (2 + a) 0) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 1); (4 + b, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1); (2 + b, 0)]) (s88_board (1 + a) 0 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 1); (2 + b, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (1 + a) 0 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s158_c5_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s158_board (2 + a) (2 + b) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s158_board (2 + a) (2 + b) 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) [(4 + b, 0)]) (s23_board (2 + a) 1) (0) _ (s23_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) [(4 + b, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s23_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s158_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s158_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board (2 + a) (2 + b) 0)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s158_c5_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s158_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) >= 4 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s158_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s158_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s158_c5_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s158_c5_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s158_c6_moves (a b : nat) : rmoves (s158_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s185_board (1 + a) (2 + b) 1) (0) _ (s185_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (2 + b) 1 y1); [destruct Hw as [Hw|Hw]; [unfold s185_dom; left; zlia | unfold s185_dom; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s158_c6_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s158_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s158_board (2 + a) (2 + b) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []) (s91_board (2 + a) 1 (3 + b) 1) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s158_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s158_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board (2 + a) (2 + b) 1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s158_c6_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s158_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s158_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s158_c6_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s158_c7_moves (a b c : nat) : rmoves (s158_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s185_board (1 + a) (2 + b) (2 + c)) (0) _ (s185_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (1 + a) (2 + b) (2 + c) y1); [destruct Hw as [Hw|Hw]; [unfold s185_dom; left; zlia | unfold s185_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s158_c7_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s158_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s158_board (2 + a) (2 + b) (2 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s91_board (2 + a) 1 (3 + b) (2 + c)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s158_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s158_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s158_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s158_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s158_c7_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s158_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s158_c7_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s158_c7_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s158_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s158_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s158_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s158_c4 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s158_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s158_c6 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s158_c7 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s159_c1_moves : rmoves (s159_board 0 0 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s159_dom 0 0 0 0 y1) (Hm : meas (s159_board 0 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 0 0 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 0 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c2_moves (c d : nat) : rmoves (s159_board 0 0 (2 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s159_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s159_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c3_moves : rmoves (s159_board 0 1 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s159_dom 0 1 0 0 y1) (Hm : meas (s159_board 0 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 0 1 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 0 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c4_moves (b : nat) : rmoves (s159_board 0 (2 + b) 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s159_dom 0 (2 + b) 0 0 y1) (Hm : meas (s159_board 0 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 0 (2 + b) 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 0 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c5_moves (b c : nat) : rmoves (s159_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s159_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s159_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s159_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c6_moves (b c d : nat) : rmoves (s159_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s159_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s159_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c7_moves : rmoves (s159_board 1 0 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s159_dom 1 0 0 0 y1) (Hm : meas (s159_board 1 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 0 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c8_moves (c d : nat) : rmoves (s159_board 1 0 (2 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c8_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board 1 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s159_board 1 0 (2 + c) (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s91_board 0 0 (3 + c) (2 + d)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s159_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s159_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s159_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c8_f1_a1 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c9_moves : rmoves (s159_board 1 1 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s159_dom 1 1 0 0 y1) (Hm : meas (s159_board 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 1 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c10_moves (b : nat) : rmoves (s159_board 1 (2 + b) 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s159_dom 1 (2 + b) 0 0 y1) (Hm : meas (s159_board 1 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 (2 + b) 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c11_moves (b c : nat) : rmoves (s159_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s159_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s159_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s159_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c12_moves (b c d : nat) : rmoves (s159_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s159_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s159_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c13_moves (a : nat) : rmoves (s159_board (2 + a) 0 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s159_dom (2 + a) 0 0 0 y1) (Hm : meas (s159_board (2 + a) 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) 0 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c14_moves (a c d : nat) : rmoves (s159_board (2 + a) 0 (2 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c14_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s159_board (2 + a) 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s159_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s91_board (4 + a) 0 (3 + c) (2 + d)) (0) _ (s91_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: T :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (4 + a) 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s91_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s159_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s159_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s159_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s159_c14_f1_a2 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c15_moves (a : nat) : rmoves (s159_board (2 + a) 1 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s159_dom (2 + a) 1 0 0 y1) (Hm : meas (s159_board (2 + a) 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) 1 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c16_moves (a b : nat) : rmoves (s159_board (2 + a) (2 + b) 0 0) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s159_dom (2 + a) (2 + b) 0 0 y1) (Hm : meas (s159_board (2 + a) (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) (2 + b) 0 0)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s159_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c17_moves (a b c : nat) : rmoves (s159_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s159_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s159_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s159_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s159_c18_moves (a b c d : nat) : rmoves (s159_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s159_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s159_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s159_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s159_c18_moves in Hg. cbn [map In] in Hg.
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
          exact (s159_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s159_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c4 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s159_c5 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s159_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s159_c7 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s159_c8 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c9 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c10 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s159_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s159_c12 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s159_c13 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s159_c14 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c15 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s159_c16 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s159_c17 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s159_c18 IH a b c d y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use170 IH 1 1 2 1 y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use170 IH (2 + a) 1 2 1 y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
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

Lemma s163_c1_moves (b : nat) : rmoves (s163_board 0 (2 + b)) = [F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [F]) []) (s91_board 0 0 (2 + b) 1) (-1) _ (s91_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (2 + b) 1 (1 + y1)); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s163_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s163_dom 0 (2 + b) y1) (Hm : meas (s163_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s163_board 0 (2 + b))).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s163_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s163_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s163_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s163_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s163_c2_moves (b : nat) : rmoves (s163_board 1 (2 + b)) = [T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s189_board 1 (2 + b)) (0) _ (s189_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s189_board; target_board_eq | strip_offset].
  - unfold s189_form; apply form_int; zlia.
  - intros HT; apply (use189 IH 1 (2 + b) y1); [unfold s189_dom; zlia | unfold lex3; lia].
Qed.
Lemma s163_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s163_dom 1 (2 + b) y1) (Hm : meas (s163_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s163_board 1 (2 + b))).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s163_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s163_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s163_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s163_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s163_c3_moves (a b : nat) : rmoves (s163_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s189_board (2 + a) (2 + b)) (0) _ (s189_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s189_board; target_board_eq | strip_offset].
  - unfold s189_form; apply form_int; zlia.
  - intros HT; apply (use189 IH (2 + a) (2 + b) y1); [unfold s189_dom; zlia | unfold lex3; lia].
Qed.
Lemma s163_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s163_dom (2 + a) (2 + b) y1) (Hm : meas (s163_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s163_board (2 + a) (2 + b))).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s163_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s163_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s163_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s163_c3_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s163_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s163_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s164_c1_moves (b : nat) : rmoves (s164_board 0 (2 + b) 0) = [F :: E :: T :: F :: E :: repeat T (2 + b)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat T (2 + b))).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) [(2 + b, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat T (2 + b))).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) [(2 + b, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s164_dom 0 (2 + b) 0 y1) (Hm : meas (s164_board 0 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board 0 (2 + b) 0)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board 0 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s164_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s164_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s164_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s164_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s164_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s164_c2_moves (b : nat) : rmoves (s164_board 0 (2 + b) 1) = [F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s90_board (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_form_L _ (s319_board 1 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s164_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s164_dom 0 (2 + b) 1 y1) (Hm : meas (s164_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board 0 (2 + b) 1)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s164_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s164_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s164_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s164_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s164_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s164_c3_moves (b c : nat) : rmoves (s164_board 0 (2 + b) (2 + c)) = [F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s96_board 1 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s164_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s319_board 1 1 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s164_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s164_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s164_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board 0 (2 + b) (2 + c))).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s164_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s164_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s164_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s164_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s164_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s164_c4_moves (b : nat) : rmoves (s164_board 1 (2 + b) 0) = [T :: F :: E :: T :: F :: E :: repeat T (2 + b)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F]) [(3 + b, 0)]) (s98_board) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(3 + b, 0)]); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s164_dom 1 (2 + b) 0 y1) (Hm : meas (s164_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board 1 (2 + b) 0)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s164_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s164_c4_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s164_c4_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s164_c5_moves (b : nat) : rmoves (s164_board 1 (2 + b) 1) = [T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ [F]) []) (s124_board 1 (3 + b) 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (3 + b) 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s164_dom 1 (2 + b) 1 y1) (Hm : meas (s164_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board 1 (2 + b) 1)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s164_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s164_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s164_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s164_c6_moves (b c : nat) : rmoves (s164_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s124_board 1 (3 + b) (2 + c)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (3 + b) (2 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s164_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s164_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board 1 (2 + b) (2 + c))).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s164_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s164_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s164_c6_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s164_c7_moves (a b : nat) : rmoves (s164_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(3 + b, 0)]) (s99_board (2 + a)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(3 + b, 0)]); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s164_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s164_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board (2 + a) (2 + b) 0)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s164_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s164_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s164_c7_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s164_c8_moves (a b : nat) : rmoves (s164_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ [F]) []) (s124_board (2 + a) (3 + b) 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (3 + b) 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s164_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s164_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board (2 + a) (2 + b) 1)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s164_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s164_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s164_c8_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s164_c9_moves (a b c : nat) : rmoves (s164_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s124_board (2 + a) (3 + b) (2 + c)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (3 + b) (2 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s164_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s164_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s164_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s164_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s164_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s164_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s164_c9_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s164_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s164_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s164_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s164_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s164_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s164_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s164_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s164_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s164_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s165_c1_moves : rmoves (s165_board 0 0 1 0) = [[F; T; E; T; T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; T; F; E]) []) (s88_board 0 0 3 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; T; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 1 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s165_dom 0 0 1 0 y1) (Hm : meas (s165_board 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 0 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s165_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c2_moves (c : nat) : rmoves (s165_board 0 0 (2 + c) 0) = [F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: T :: repeat F (2 + c) ++ [E]) []) (s88_board 0 0 3 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 3 (2 + c) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s165_dom 0 0 (2 + c) 0 y1) (Hm : meas (s165_board 0 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 0 (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s165_c2_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c3_moves : rmoves (s165_board 0 1 1 0) = [[F; T; E; T; F; T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; T; F; E; F]) [(1, 0)]) (s57_board 1 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 1 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s165_dom 0 1 1 0 y1) (Hm : meas (s165_board 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 1 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s165_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c4_moves (c : nat) : rmoves (s165_board 0 1 (2 + c) 0) = [F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: T :: repeat F (2 + c) ++ [E]) []) (s265_board (2 + c)) (0) _ (s265_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH (2 + c) y1); [unfold s265_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s165_dom 0 1 (2 + c) 0 y1) (Hm : meas (s165_board 0 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 1 (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s165_c4_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c5_moves (b : nat) : rmoves (s165_board 0 (2 + b) 0 0) = [F :: T :: E :: T :: repeat F (2 + b) ++ [T; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b)) [(1, 1)]) (s88_board 0 0 2 (2 + b) 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (2 + b) 0 (1 + y1)); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 0 (2 + b) 0 0 y1) (Hm : meas (s165_board 0 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) 0 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s165_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s165_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c6_moves (b : nat) : rmoves (s165_board 0 (2 + b) 0 1) = [F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F]; E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; E; F]) []) (s311_board (2 + b) 0) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + b) 0 y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s85_board 0 (2 + b) 1) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 (2 + b) 1 y1); [unfold s85_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 0 (2 + b) 0 1 y1) (Hm : meas (s165_board 0 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) 0 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s165_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c6_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s165_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c7_moves (b d : nat) : rmoves (s165_board 0 (2 + b) 0 (2 + d)) = [F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d); E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) []) (s312_board (2 + b) 0 (2 + d)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + b) 0 (2 + d) y1); [unfold s312_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s370_board (2 + b)) (0) _ (s370_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s370_board; target_board_eq | strip_offset].
  - unfold s370_form; apply form_int; zlia.
  - intros HT; apply (use370 IH (2 + b) y1); [destruct Hw as [Hw|Hw]; [unfold s370_dom; left; zlia | unfold s370_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s165_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + d)) []) (s371_board (2 + b) (2 + d)) (0) _ (s371_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s371_board; target_board_eq | strip_offset].
  - unfold s371_form; apply form_int; zlia.
  - intros HT; apply (use371 IH (2 + b) (2 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s371_dom; left; zlia | unfold s371_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s165_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s165_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s165_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) 0 (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s165_c7_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s165_c7_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s165_c7_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c7_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 6 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s165_c7_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c7_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c8_moves (b : nat) : rmoves (s165_board 0 (2 + b) 1 0) = [F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board 0 0 2 (2 + b)) (0) _ (s183_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 0 0 2 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s183_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s309_board 0 0 2 (2 + b) 1) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + b) 1 y1); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 0 (2 + b) 1 0 y1) (Hm : meas (s165_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c8_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c8_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c8_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c8_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c9_moves (b : nat) : rmoves (s165_board 0 (2 + b) 1 1) = [F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]; E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []) (s311_board (2 + b) 1) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + b) 1 y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s191_board 0 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s191_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s191_board; target_board_eq | strip_offset].
  - unfold s191_form; apply form_int; zlia.
  - intros HT; apply (use191 IH 0 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s191_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s165_board 0 (2 + b) 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 0 (2 + b) 1 1 y1) (Hm : meas (s165_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) 1 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s165_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c9_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c9_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s165_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c9_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s165_c9_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c10_moves (b d : nat) : rmoves (s165_board 0 (2 + b) 1 (2 + d)) = [F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d); E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []) (s312_board (2 + b) 1 (2 + d)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + b) 1 (2 + d) y1); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s165_board 0 (2 + b) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s165_board 0 (2 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s165_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s165_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c10_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s165_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c10_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c10_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c10_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c11_moves (b c : nat) : rmoves (s165_board 0 (2 + b) (2 + c) 0) = [F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s207_board 0 0 2 (2 + b) (2 + c)) (0) _ (s207_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 0 0 2 (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1))); [unfold s207_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s309_board 0 0 2 (2 + b) (2 + c)) (0) _ (s309_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + b) (2 + c) y1); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s165_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s165_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c11_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c11_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c11_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c11_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c12_moves (b c : nat) : rmoves (s165_board 0 (2 + b) (2 + c) 1) = [F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]; E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []) (s311_board (2 + b) (2 + c)) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH (2 + b) (2 + c) y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s191_board 0 (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s191_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s191_board; target_board_eq | strip_offset].
  - unfold s191_form; apply form_int; zlia.
  - intros HT; apply (use191 IH 0 (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s191_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s165_board 0 (2 + b) (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s165_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s165_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s165_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c12_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c12_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c12_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s165_c12_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c12_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s165_c12_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c13_moves (b c d : nat) : rmoves (s165_board 0 (2 + b) (2 + c) (2 + d)) = [F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d); E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s312_board (2 + b) (2 + c) (2 + d)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + b) (2 + c) (2 + d) y1); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s165_board 0 (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c13_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s165_board 0 (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s165_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s165_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c13_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s165_c13_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c13_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c13_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c13_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c13_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c14_moves : rmoves (s165_board 1 0 1 0) = [[T; F; T; E; T; T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; T; F; E]) []) (s88_board 1 1 3 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; T; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 3 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s165_dom 1 0 1 0 y1) (Hm : meas (s165_board 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 0 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c14_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s165_c14_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c15_moves (c : nat) : rmoves (s165_board 1 0 (2 + c) 0) = [T :: F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: T :: repeat F (2 + c) ++ [E]) []) (s88_board 1 1 3 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 3 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s165_dom 1 0 (2 + c) 0 y1) (Hm : meas (s165_board 1 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 0 (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c15_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s165_c15_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c16_moves : rmoves (s165_board 1 1 1 0) = [[T; F; T; E; T; F; T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; T; F; E; F]) [(1, 0)]) (s266_board) (0) _ (s266_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s266_board; target_board_eq | strip_offset].
  - unfold s266_form; apply form_int; zlia.
  - intros HT; apply (use266 IH y1); [unfold s266_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s165_dom 1 1 1 0 y1) (Hm : meas (s165_board 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 1 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c16_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s165_c16_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c17_moves (c : nat) : rmoves (s165_board 1 1 (2 + c) 0) = [T :: F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: F :: T :: repeat F (2 + c) ++ [E]) []) (s181_board 1 (2 + c)) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH 1 (2 + c) y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s165_dom 1 1 (2 + c) 0 y1) (Hm : meas (s165_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 1 (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c17_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s165_c17_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c18_moves (b : nat) : rmoves (s165_board 1 (2 + b) 0 0) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b)) [(1, 1)]) (s88_board 1 1 2 (2 + b) 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 2 (2 + b) 0 (1 + y1)); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 1 (2 + b) 0 0 y1) (Hm : meas (s165_board 1 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) 0 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s165_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s165_c18_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c18_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c19_moves (b : nat) : rmoves (s165_board 1 (2 + b) 0 1) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F]; T :: E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; E; F]) []) (s190_board 1 (2 + b) 0 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH 1 (2 + b) 0 1 y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s85_board 1 (2 + b) 1) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 1 (2 + b) 1 y1); [unfold s85_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 1 (2 + b) 0 1 y1) (Hm : meas (s165_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) 0 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s165_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c19_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c19_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c19_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s165_c19_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c20_moves (b d : nat) : rmoves (s165_board 1 (2 + b) 0 (2 + d)) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d); T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) []) (s190_board 1 (2 + b) 0 (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH 1 (2 + b) 0 (2 + d) y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E; F]) []) (s359_board (2 + b) 1 1) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + b) 1 1 y1); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c20_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []) (s359_board (2 + b) 1 (2 + d)) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + b) 1 (2 + d) y1); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s165_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s165_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c20_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s165_c20_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c20_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c20_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c20_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c20_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c21_moves (b : nat) : rmoves (s165_board 1 (2 + b) 1 0) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board 1 1 2 (2 + b)) (0) _ (s183_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH 1 1 2 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s183_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s300_board 1 2 (2 + b) 1) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH 1 2 (2 + b) 1 y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 1 (2 + b) 1 0 y1) (Hm : meas (s165_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c21_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c21_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c21_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c21_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c22_moves (b : nat) : rmoves (s165_board 1 (2 + b) 1 1) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]; T :: E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []) (s190_board 1 (2 + b) 1 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH 1 (2 + b) 1 1 y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []) (s358_board (2 + b) 2) (0) _ (s358_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [reflexivity | unfold s358_board; target_board_eq | strip_offset].
  - unfold s358_form; apply form_int; zlia.
  - intros HT; apply (use358 IH (2 + b) 2 y1); [unfold s358_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s165_dom 1 (2 + b) 1 1 y1) (Hm : meas (s165_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) 1 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s165_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c22_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s165_c22_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c22_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s165_c22_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c23_moves (b d : nat) : rmoves (s165_board 1 (2 + b) 1 (2 + d)) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d); T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []) (s190_board 1 (2 + b) 1 (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH 1 (2 + b) 1 (2 + d) y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []) (s359_board (2 + b) 2 1) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + b) 2 1 y1); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c23_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []) (s359_board (2 + b) 2 (2 + d)) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + b) 2 (2 + d) y1); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s165_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s165_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c23_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s165_c23_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c23_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c23_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c23_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c23_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c24_moves (b c : nat) : rmoves (s165_board 1 (2 + b) (2 + c) 0) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s207_board 1 1 2 (2 + b) (2 + c)) (0) _ (s207_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH 1 1 2 (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1))); [unfold s207_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s300_board 1 2 (2 + b) (2 + c)) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH 1 2 (2 + b) (2 + c) y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s165_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s165_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c24_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c24_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c24_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c24_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c25_moves (b c : nat) : rmoves (s165_board 1 (2 + b) (2 + c) 1) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]; T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []) (s190_board 1 (2 + b) (2 + c) 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH 1 (2 + b) (2 + c) 1 y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c25_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []) (s358_board (2 + b) (3 + c)) (0) _ (s358_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s358_board; target_board_eq | strip_offset].
  - unfold s358_form; apply form_int; zlia.
  - intros HT; apply (use358 IH (2 + b) (3 + c) y1); [unfold s358_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s165_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s165_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s165_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c25_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c25_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c25_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s165_c25_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c26_moves (b c d : nat) : rmoves (s165_board 1 (2 + b) (2 + c) (2 + d)) = [T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d); T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s190_board 1 (2 + b) (2 + c) (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH 1 (2 + b) (2 + c) (2 + d) y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []) (s359_board (2 + b) (3 + c) 1) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + b) (3 + c) 1 y1); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c26_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s359_board (2 + b) (3 + c) (2 + d)) (0) _ (s359_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s359_board; target_board_eq | strip_offset].
  - unfold s359_form; apply form_int; zlia.
  - intros HT; apply (use359 IH (2 + b) (3 + c) (2 + d) y1); [unfold s359_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s165_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s165_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c26_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s165_c26_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c26_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c26_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c26_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c26_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c27_moves (a : nat) : rmoves (s165_board (2 + a) 0 1 0) = [repeat T (2 + a) ++ [F; T; E; T; T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; T; F; E]) []) (s88_board (2 + a) 1 3 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; T; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 3 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s165_dom (2 + a) 0 1 0 y1) (Hm : meas (s165_board (2 + a) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) 0 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c27_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s165_c27_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c28_moves (a c : nat) : rmoves (s165_board (2 + a) 0 (2 + c) 0) = [repeat T (2 + a) ++ F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: T :: repeat F (2 + c) ++ [E]) []) (s88_board (2 + a) 1 3 (2 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 3 (2 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s165_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s165_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) 0 (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c28_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s165_c28_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c29_moves (a : nat) : rmoves (s165_board (2 + a) 1 1 0) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 0)]) (s267_board (2 + a)) (0) _ (s267_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s267_board; target_board_eq | strip_offset].
  - unfold s267_form; apply form_int; zlia.
  - intros HT; apply (use267 IH (2 + a) y1); [unfold s267_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s165_dom (2 + a) 1 1 0 y1) (Hm : meas (s165_board (2 + a) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) 1 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c29_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s165_c29_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c30_moves (a c : nat) : rmoves (s165_board (2 + a) 1 (2 + c) 0) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (2 + c) ++ [E]) []) (s181_board (2 + a) (2 + c)) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) (2 + c) y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s165_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s165_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) 1 (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c30_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s165_c30_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c31_moves (a b : nat) : rmoves (s165_board (2 + a) (2 + b) 0 0) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b)) [(1, 1)]) (s88_board (2 + a) 1 2 (2 + b) 0) (1) _ (s88_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (2 + b) 0 (1 + y1)); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) 0 0 y1) (Hm : meas (s165_board (2 + a) (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) 0 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s165_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s165_c31_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s165_c31_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c32_moves (a b : nat) : rmoves (s165_board (2 + a) (2 + b) 0 1) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F]; repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; E; F]) []) (s190_board (2 + a) (2 + b) 0 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 0 1 y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c32_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s85_board (2 + a) (2 + b) 1) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH (2 + a) (2 + b) 1 y1); [unfold s85_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s165_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) 0 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s165_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c32_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s165_c32_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c32_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s165_c32_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s165_c33_moves (a b d : nat) : rmoves (s165_board (2 + a) (2 + b) 0 (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) []) (s190_board (2 + a) (2 + b) 0 (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 0 (2 + d) y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c33_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c33_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s165_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c33_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s165_c33_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c33_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c33_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c33_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c33_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c34_moves (a b : nat) : rmoves (s165_board (2 + a) (2 + b) 1 0) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board (2 + a) 1 2 (2 + b)) (0) _ (s183_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (2 + a) 1 2 (2 + b) (Z.to_nat (- Z.of_nat y1))); [unfold s183_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c34_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s300_board (2 + a) 2 (2 + b) 1) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 2 (2 + b) 1 y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s165_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) 1 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s165_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c34_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s165_c34_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c34_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s165_c34_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c35_moves (a b : nat) : rmoves (s165_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]; repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ [T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []) (s190_board (2 + a) (2 + b) 1 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ [T; F; E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 1 1 y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c35_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s191_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s191_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s191_board; target_board_eq | strip_offset].
  - unfold s191_form; apply form_int; zlia.
  - intros HT; apply (use191 IH (2 + a) (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s191_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c35_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s165_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s165_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c35_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s165_c35_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c35_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s165_c35_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c35_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s165_c35_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c36_moves (a b d : nat) : rmoves (s165_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []) (s190_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) 1 (2 + d) y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c36_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c36_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s165_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c36_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s165_c36_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c36_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c36_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c36_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s165_c36_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c37_moves (a b c : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) 0) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c37_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s207_board (2 + a) 1 2 (2 + b) (2 + c)) (0) _ (s207_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s207_board; target_board_eq | strip_offset].
  - unfold s207_form; apply form_int; zlia.
  - intros HT; apply (use207 IH (2 + a) 1 2 (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1))); [unfold s207_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c37_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []) (s300_board (2 + a) 2 (2 + b) (2 + c)) (0) _ (s300_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s300_board; target_board_eq | strip_offset].
  - unfold s300_form; apply form_int; zlia.
  - intros HT; apply (use300 IH (2 + a) 2 (2 + b) (2 + c) y1); [unfold s300_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s165_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s165_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 0) \/ (Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c37_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c37_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c37_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c37_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c38_moves (a b c : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]; repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []) (s190_board (2 + a) (2 + b) (2 + c) 1) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ [E; F]) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) (2 + c) 1 y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c38_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s191_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s191_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s191_board; target_board_eq | strip_offset].
  - unfold s191_form; apply form_int; zlia.
  - intros HT; apply (use191 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s191_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c38_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s165_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s165_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s165_c38_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s165_c38_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c38_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s165_c38_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c38_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s165_c38_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s165_c39_moves (a b c d : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []) (s190_board (2 + a) (2 + b) (2 + c) (2 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (2 + b) (2 + c) (2 + d) y1); [unfold s190_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s165_c39_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ [E; F]) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c39_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s165_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s165_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s165_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s165_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s165_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c39_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s165_c39_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s165_c39_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c39_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s165_c39_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s165_c39_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s165_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c2 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c4 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s165_c5 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c6 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c7 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c8 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c9 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c10 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c12 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c13 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s165_c14 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c15 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c16 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c17 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s165_c18 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c19 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c20 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c21 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c22 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c23 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c24 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c25 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c26 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s165_c27 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c28 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c29 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c30 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s165_c31 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c32 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c33 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c34 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c35 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c36 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s165_c37 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c38 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s165_c39 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s166_c1_moves (b : nat) : rmoves (s166_board 1 (2 + b) 0) = [T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s309_board 0 0 2 (2 + b) 1) (-1) _ (s309_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s309_board; target_board_eq | strip_offset].
  - unfold s309_form; apply form_int; zlia.
  - intros HT; apply (use309 IH 0 0 2 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s309_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s166_dom 1 (2 + b) 0 y1) (Hm : meas (s166_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s166_board 1 (2 + b) 0)).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s166_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s166_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s166_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s166_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s166_c2_moves (b : nat) : rmoves (s166_board 1 (2 + b) 1) = [T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]; T :: E :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + b) ++ [T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s192_board 1 (2 + b) 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH 1 (2 + b) 1 y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s166_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []) (s165_board 0 (2 + b) 2 0) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) 2 0 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s166_dom 1 (2 + b) 1 y1) (Hm : meas (s166_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s166_board 1 (2 + b) 1)).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s166_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s166_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s166_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s166_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s166_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s166_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s166_c3_moves (b c : nat) : rmoves (s166_board 1 (2 + b) (2 + c)) = [T :: F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c); T :: E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s192_board 1 (2 + b) (2 + c)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH 1 (2 + b) (2 + c) y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s166_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []) (s165_board 0 (2 + b) 2 1) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) 2 1 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + c)) []) (s165_board 0 (2 + b) 2 (2 + c)) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + b) 2 (2 + c) y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s166_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s166_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s166_board 1 (2 + b) (2 + c))).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s166_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s166_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s166_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s166_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s166_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s166_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s166_c3_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s166_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s166_c4_moves (a b : nat) : rmoves (s166_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]) (s88_board (2 + a) 1 1 (2 + b) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + b) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s166_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s166_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s166_board (2 + a) (2 + b) 0)).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s166_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s166_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s166_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s166_c4_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s166_c5_moves (a b : nat) : rmoves (s166_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]; repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []) (s192_board (2 + a) (2 + b) 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + b) 1 y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s166_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []) (s165_board (1 + a) (2 + b) 2 0) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (1 + a) (2 + b) 2 0 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s166_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s166_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s166_board (2 + a) (2 + b) 1)).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s166_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s166_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s166_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s166_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s166_c5_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s166_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s166_c6_moves (a b c : nat) : rmoves (s166_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s192_board (2 + a) (2 + b) (2 + c)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + b) (2 + c) y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s166_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []) (s165_board (1 + a) (2 + b) 2 1) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; F; E; F]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (1 + a) (2 + b) 2 1 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0))%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + c)) []) (s165_board (1 + a) (2 + b) 2 (2 + c)) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ T :: F :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (1 + a) (2 + b) 2 (2 + c) y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s166_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s166_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s166_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s166_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s166_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s166_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s166_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s166_c6_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s166_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 0))%Z) by zlia. exact (s166_c6_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s166_c6_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s166_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s166_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s166_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s166_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s166_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s166_c6 IH a b c y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use170 IH (2 + a) 1 2 (2 + b) y1); [unfold s170_dom; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use134 IH (3 + a) 2 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use134 IH (3 + a) 2 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
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

Lemma s169_c1_moves (b : nat) : rmoves (s169_board 0 (2 + b) 1 0) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s169_dom 0 (2 + b) 1 0 y1) (Hm : meas (s169_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board 0 (2 + b) 1 0)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s169_board 0 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s169_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c2_moves (b : nat) : rmoves (s169_board 0 (2 + b) 1 1) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s169_dom 0 (2 + b) 1 1 y1) (Hm : meas (s169_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board 0 (2 + b) 1 1)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s169_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s169_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c3_moves (b d : nat) : rmoves (s169_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s169_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s169_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s169_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s169_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c4_moves (a b : nat) : rmoves (s169_board (3 + a) (2 + b) 1 0) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c4_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) 1 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) 1 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F]) [(1, 0)]) (s134_board (4 + a) (3 + b) 0 0) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F]) [(1, 0)]); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) 1 0 y1) (Hm : meas (s169_board (3 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) 1 0)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c4_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s169_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c5_moves (a b : nat) : rmoves (s169_board (3 + a) (2 + b) 1 1) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c5_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) 1 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F; T; F]) []) (s134_board (4 + a) (3 + b) 1 1) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F; T; F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) 1 1 y1) (Hm : meas (s169_board (3 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) 1 1)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c5_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s169_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c6_moves (a b d : nat) : rmoves (s169_board (3 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c6_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: T :: repeat F (2 + d)) []) (s134_board (4 + a) (3 + b) 1 (2 + d)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s169_board (3 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c6_f1_a3 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s169_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c7_moves (a b c : nat) : rmoves (s169_board (3 + a) (2 + b) (2 + c) 0) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c7_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) (2 + c) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F]) [(2 + c, 0)]) (s134_board (4 + a) (3 + b) 0 0) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ [F]) [(2 + c, 0)]); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s169_board (3 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c7_f1_a4 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s169_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c8_moves (a b c : nat) : rmoves (s169_board (3 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c8_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F]) []) (s134_board (4 + a) (3 + b) (2 + c) 1) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s169_board (3 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c8_f1_a5 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s169_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s169_c9_moves (a b c d : nat) : rmoves (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c9_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s134_board (4 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s169_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s169_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s169_dom (3 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s169_board (3 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s169_board (3 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s169_c9_f1_a6 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s169_board (3 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s169_c9_moves in Hg. cbn [map In] in Hg.
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
          exact (s169_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s169_c2 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s169_c3 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c4 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c6 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c7 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c8 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s169_c9 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s170_c1_moves (c : nat) : rmoves (s170_board 0 1 (2 + c) 1) = [F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s91_board 0 0 (2 + c) 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (2 + c) 1 y1); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s170_dom 0 1 (2 + c) 1 y1) (Hm : meas (s170_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board 0 1 (2 + c) 1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s170_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s170_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c2_moves (c d : nat) : rmoves (s170_board 0 1 (2 + c) (2 + d)) = [F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s91_board 0 0 (2 + c) (2 + d)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH 0 0 (2 + c) (2 + d) y1); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s170_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s170_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s170_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s170_c2_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c3_moves (c : nat) : rmoves (s170_board 1 1 (2 + c) 1) = [T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s142_board 1 2 (2 + c) 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 (2 + c) 1 y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s170_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s170_dom 1 1 (2 + c) 1 y1) (Hm : meas (s170_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board 1 1 (2 + c) 1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s170_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s170_c3_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c4_moves (c d : nat) : rmoves (s170_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s142_board 1 2 (2 + c) (2 + d)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 (2 + c) (2 + d) y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s170_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s170_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s170_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s170_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c4_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s170_c4_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c5_moves (a c : nat) : rmoves (s170_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s142_board (2 + a) 2 (2 + c) 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 (2 + c) 1 y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s170_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s170_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s170_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s170_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s170_c5_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c6_moves (a c d : nat) : rmoves (s170_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s142_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 (2 + c) (2 + d) y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s170_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s170_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s170_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s170_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c6_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s170_c6_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c7_moves (a : nat) : rmoves (s170_board (2 + a) 2 2 1) = [repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; T; F]) []) (s173_board (2 + a) 2 1 2 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 2 1 y1); [unfold s173_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s170_dom (2 + a) 2 2 1 y1) (Hm : meas (s170_board (2 + a) 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board (2 + a) 2 2 1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s170_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s170_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s170_c8_moves (a b d : nat) : rmoves (s170_board (2 + a) (2 + b) 2 (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: T :: repeat F (2 + d)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: T :: repeat F (2 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []) (s173_board (2 + a) 2 1 2 (2 + d)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 2 (2 + d) y1); [unfold s173_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + b) ++ E :: T :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (2 + d)) []) (s173_board (2 + a) 2 (2 + b) 2 (2 + d)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + b) 2 (2 + d) y1); [unfold s173_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s170_dom (2 + a) (2 + b) 2 (2 + d) y1) (Hm : meas (s170_board (2 + a) (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s170_board (2 + a) (2 + b) 2 (2 + d))).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) (2 + b) 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s170_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c8_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s170_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c8_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s170_c8_moves a b d) eq_refl Hm) Hd Hr). }
 }

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
          exact (s170_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s170_c4 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s170_c5 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s170_c6 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
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
  exact (s170_c7 IH a y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s170_c8 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s171_c1_moves : rmoves (s171_board 1) = [[F; T; E; T; F; E; T; F]; [E; T; F; T; F; F; T; E]].
Proof. unfold s171_board. tf_options. Qed.
Lemma s171_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; F; T; T; F]) []) (s60_board 1 2 1) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; T; F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 2 1 y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s171_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; T; F; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; F; E]) [(1, 0)]) (s127_board 0 2) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_int; zlia.
  - intros HT; apply (use127 IH 0 2 y1); [unfold s127_dom; zlia | unfold lex3; lia].
Qed.
Lemma s171_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s171_dom 1 y1) (Hm : meas (s171_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s171_board 1)).
Proof.
  unfold s171_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s171_board 1)) in Hg. cbn [rights] in Hg. rewrite s171_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s171_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s171_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s171_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s171_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s171_c2_moves (a : nat) : rmoves (s171_board (2 + a)) = [F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F]].
Proof. unfold s171_board. tf_options. Qed.
Lemma s171_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []) (s60_board 1 (3 + a) 1) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + a) 1 y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s171_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s171_dom (2 + a) y1) (Hm : meas (s171_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s171_board (2 + a))).
Proof.
  unfold s171_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s171_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s171_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s171_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s171_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s171_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C171 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s171_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s171_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s171_c2 IH a y1 Hdom Hm Hd Hr).
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

Lemma s172_c3_moves (a b : nat) : rmoves (s172_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b)].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1); (2 + b, 0)]) (s20_board (1 + a) 0) (1) _ (s20_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F]) [(1, 1); (2 + b, 0)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (1 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s172_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s172_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s172_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s172_board (2 + a) (2 + b) 0)).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s172_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s172_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s172_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s172_c4_moves (a b : nat) : rmoves (s172_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []) (s196_board (1 + a) (2 + b) 1) (0) _ (s196_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s196_board; target_board_eq | strip_offset].
  - unfold s196_form; apply form_int; zlia.
  - intros HT; apply (use196 IH (1 + a) (2 + b) 1 y1); [unfold s196_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s172_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s172_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s172_board (2 + a) (2 + b) 1)).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s172_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s172_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s172_c4_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s172_c5_moves (a b c : nat) : rmoves (s172_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s196_board (1 + a) (2 + b) (2 + c)) (0) _ (s196_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s196_board; target_board_eq | strip_offset].
  - unfold s196_form; apply form_int; zlia.
  - intros HT; apply (use196 IH (1 + a) (2 + b) (2 + c) y1); [unfold s196_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s172_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s172_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s172_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s172_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s172_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c5_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s172_c5_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s172_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s172_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s172_c5 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s173_c1_moves : rmoves (s173_board 0 0 1 1 1) = [[F; T; E; E; T; F]; [E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; E; T; F]) []) (s81_board 0 0 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; F; E]) [(1, 0)]) (s17_board 0) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s173_dom 0 0 1 1 1 y1) (Hm : meas (s173_board 0 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 0 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s173_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s173_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c2_moves (c : nat) : rmoves (s173_board 0 0 (2 + c) 1 1) = [F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s135_board 1 (2 + c) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s23_board 0 (3 + c)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s173_dom 0 0 (2 + c) 1 1 y1) (Hm : meas (s173_board 0 0 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 0 (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 0 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c2_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c2_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s173_c2_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c3_moves : rmoves (s173_board 0 1 1 1 1) = [[F; F; T; E; E; T; F]; [F; E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; E; T; F]) []) (s81_board 0 0 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; F; E]) [(1, 0)]) (s17_board 0) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s173_dom 0 1 1 1 1 y1) (Hm : meas (s173_board 0 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 1 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s173_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c3_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s173_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c4_moves (c : nat) : rmoves (s173_board 0 1 (2 + c) 1 1) = [F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s135_board 1 (2 + c) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s23_board 0 (3 + c)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s173_dom 0 1 (2 + c) 1 1 y1) (Hm : meas (s173_board 0 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 1 (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 1 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c4_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c4_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c4_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s173_c4_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c5_moves (b : nat) : rmoves (s173_board 0 (2 + b) 1 1 0) = [repeat F (3 + b) ++ [T; E; E; T]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; T])).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E]) [(1, 1); (1, 0)]) (s136_board) (1) _ (s136_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3 + b)] ([E]) [(1, 1); (1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s173_dom 0 (2 + b) 1 1 0 y1) (Hm : meas (s173_board 0 (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 (2 + b) 1 1 0)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s173_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s173_c5_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c6_moves (b : nat) : rmoves (s173_board 0 (2 + b) 1 1 1) = [repeat F (3 + b) ++ [T; E; E; T; F]; repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; E; T; F]) []) (s81_board 0 0 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; F; E]) [(1, 0)]) (s17_board 0) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s173_dom 0 (2 + b) 1 1 1 y1) (Hm : meas (s173_board 0 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 (2 + b) 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s173_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c6_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s173_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c7_moves (b e : nat) : rmoves (s173_board 0 (2 + b) 1 1 (2 + e)) = [repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e); repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: E :: T :: repeat F (2 + e)) []) (s81_board 0 0 (2 + e)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 (2 + e) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []) (s135_board 1 2 1 (2 + e)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + e) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s173_dom 0 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s173_board 0 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 (2 + b) 1 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c7_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s173_c7_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c7_t2_a1 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c7_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c7_t2_a2 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c7_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c8_moves (b c : nat) : rmoves (s173_board 0 (2 + b) (2 + c) 1 1) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s135_board 1 (2 + c) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s23_board 0 (3 + c)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s173_dom 0 (2 + b) (2 + c) 1 1 y1) (Hm : meas (s173_board 0 (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 (2 + b) (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 (2 + b) (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c8_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c8_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c8_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c8_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c8_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s173_c8_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c9_moves (b c e : nat) : rmoves (s173_board 0 (2 + b) (2 + c) 1 (2 + e)) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e); repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: F :: E :: T :: repeat F (2 + e)) []) (s96_board 1 1 (2 + e)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + e) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []) (s135_board 1 (2 + c) 1 (2 + e)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 (2 + e) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s135_board 1 (3 + c) 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s135_board 1 (3 + c) 1 (2 + e)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 (2 + e) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hdom : s173_dom 0 (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s173_board 0 (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 0 (2 + b) (2 + c) 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 0 (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c9_t1_a1 IH b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c9_moves b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c9_t1_a2 IH b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c9_moves b c e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c9_t2_a1 IH b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c9_moves b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c9_t2_a2 IH b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c9_moves b c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c10_moves : rmoves (s173_board 1 0 1 1 1) = [[T; F; T; E; E; T; F]; [T; E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; E; T; F]) []) (s89_board 1 1) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 1 y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F]) [(1, 1)]) (s88_board 0 0 2 2 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s173_dom 1 0 1 1 1 y1) (Hm : meas (s173_board 1 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 0 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c10_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s173_c10_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c10_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s173_c10_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c11_moves (c : nat) : rmoves (s173_board 1 0 (2 + c) 1 1) = [T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; T :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s106_board 1) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH 1 y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s146_board 1 (2 + c) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (2 + c) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + c)) [(1, 1)]) (s88_board 0 0 2 (3 + c) 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + c) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s173_dom 1 0 (2 + c) 1 1 y1) (Hm : meas (s173_board 1 0 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 0 (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 0 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c11_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c11_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c11_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c11_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c11_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s173_c11_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c12_moves : rmoves (s173_board 1 1 1 1 1) = [[T; F; F; T; E; E; T; F]; [T; F; E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; E; T; F]) []) (s142_board 1 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F]) [(1, 1)]) (s29_board 0 2 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s173_dom 1 1 1 1 1 y1) (Hm : meas (s173_board 1 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 1 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c12_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s173_c12_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c12_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s173_c12_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c13_moves (c : nat) : rmoves (s173_board 1 1 (2 + c) 1 1) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; T :: F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; T; F]) []) (s173_board 1 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s173_board 1 2 (2 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + c) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c)) [(1, 1)]) (s29_board 0 2 (3 + c)) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + c) y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s173_dom 1 1 (2 + c) 1 1 y1) (Hm : meas (s173_board 1 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 1 (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 1 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c13_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c13_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c13_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s173_c13_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c13_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s173_c13_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c14_moves (b : nat) : rmoves (s173_board 1 (2 + b) 1 1 0) = [T :: repeat F (3 + b) ++ [T; E; E; T]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; T])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E]) [(1, 1); (1, 0)]) (s129_board 1 (3 + b)) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E]) [(1, 1); (1, 0)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s173_dom 1 (2 + b) 1 1 0 y1) (Hm : meas (s173_board 1 (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) 1 1 0)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s173_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c14_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s173_c14_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c15_moves (b : nat) : rmoves (s173_board 1 (2 + b) 1 1 1) = [T :: repeat F (3 + b) ++ [T; E; E; T; F]; T :: repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; E; T; F]) []) (s142_board 1 (3 + b) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 (3 + b) 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]) (s87_board 1 (2 + b) 2) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 2 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s173_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s173_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c15_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s173_c15_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c15_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s173_c15_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c16_moves (b e : nat) : rmoves (s173_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []) (s142_board 1 (3 + b) 1 (2 + e)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 (3 + b) 1 (2 + e) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []) (s173_board 1 (2 + b) 2 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 2 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []) (s173_board 1 (2 + b) 2 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 2 1 (2 + e) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s173_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s173_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) 1 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c16_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s173_c16_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c16_t2_a1 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c16_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c16_t2_a2 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c16_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c17_moves (b c : nat) : rmoves (s173_board 1 (2 + b) (2 + c) 1 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s173_board 1 (3 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s173_board 1 (3 + b) (2 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) (2 + c) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s87_board 1 (2 + b) (3 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) (3 + c) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s173_dom 1 (2 + b) (2 + c) 1 1 y1) (Hm : meas (s173_board 1 (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c17_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c17_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c17_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c17_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c17_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s173_c17_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c18_moves (b c e : nat) : rmoves (s173_board 1 (2 + b) (2 + c) 1 (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []) (s173_board 1 (3 + b) 1 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) 1 1 (2 + e) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board 1 (3 + b) (2 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) (2 + c) 1 (2 + e) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s173_board 1 (2 + b) (3 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) (3 + c) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board 1 (2 + b) (3 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) (3 + c) 1 (2 + e) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c e y1 : nat)
  (Hdom : s173_dom 1 (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s173_board 1 (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board 1 (2 + b) (2 + c) 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board 1 (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c18_t1_a1 IH b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c18_moves b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c18_t1_a2 IH b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c18_moves b c e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c18_t2_a1 IH b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c18_moves b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c18_t2_a2 IH b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c18_moves b c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c19_moves (a : nat) : rmoves (s173_board (2 + a) 0 1 1 1) = [repeat T (2 + a) ++ [F; T; E; E; T; F]; repeat T (2 + a) ++ [E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) []) (s89_board (2 + a) 1) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (2 + a) 1 y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]) (s17_board (2 + a)) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s173_dom (2 + a) 0 1 1 1 y1) (Hm : meas (s173_board (2 + a) 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) 0 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c19_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s173_c19_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c19_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s173_c19_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c20_moves (a c : nat) : rmoves (s173_board (2 + a) 0 (2 + c) 1 1) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s106_board (2 + a)) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH (2 + a) y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s146_board (2 + a) (2 + c) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (2 + c) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s23_board (2 + a) (3 + c)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) (3 + c) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s173_dom (2 + a) 0 (2 + c) 1 1 y1) (Hm : meas (s173_board (2 + a) 0 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) 0 (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) 0 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c20_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s173_c20_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c20_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s173_c20_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c20_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s173_c20_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c21_moves (a : nat) : rmoves (s173_board (2 + a) 1 1 1 1) = [repeat T (2 + a) ++ [F; F; T; E; E; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) []) (s142_board (2 + a) 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]) (s52_board (2 + a) 2) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s173_dom (2 + a) 1 1 1 1 y1) (Hm : meas (s173_board (2 + a) 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) 1 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c21_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s173_c21_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c21_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s173_c21_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c22_moves (a c : nat) : rmoves (s173_board (2 + a) 1 (2 + c) 1 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []) (s173_board (2 + a) 2 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s173_board (2 + a) 2 (2 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + c) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s52_board (2 + a) (3 + c)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (3 + c) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s173_dom (2 + a) 1 (2 + c) 1 1 y1) (Hm : meas (s173_board (2 + a) 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) 1 (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) 1 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c22_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s173_c22_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c22_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s173_c22_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c22_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s173_c22_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c23_moves (a b : nat) : rmoves (s173_board (2 + a) (2 + b) 1 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1); (1, 0)]) (s129_board (2 + a) (3 + b)) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1); (1, 0)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) 1 1 0 y1) (Hm : meas (s173_board (2 + a) (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) 1 1 0)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s173_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c23_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s173_c23_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c24_moves (a b : nat) : rmoves (s173_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E; T; F]) []) (s142_board (2 + a) (3 + b) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) (3 + b) 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]) (s87_board (2 + a) (2 + b) 2) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 2 y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s173_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) 1 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c24_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s173_c24_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c24_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s173_c24_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c25_moves (a b e : nat) : rmoves (s173_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []) (s142_board (2 + a) (3 + b) 1 (2 + e)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) (3 + b) 1 (2 + e) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c25_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []) (s173_board (2 + a) (2 + b) 2 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 2 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c25_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (2 + b) 2 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 2 1 (2 + e) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s173_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) 1 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c25_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s173_c25_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c25_t2_a1 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c25_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c25_t2_a2 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s173_c25_moves a b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c26_moves (a : nat) : rmoves (s173_board (2 + a) 2 1 2 1) = [repeat T (2 + a) ++ [F; F; F; T; E; E; T; T; F]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; T; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; T; E; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; T; E; T; T; F]) []) (s142_board (2 + a) 3 2 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; E; T; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 3 2 1 y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s173_dom (2 + a) 2 1 2 1 y1) (Hm : meas (s173_board (2 + a) 2 1 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) 2 1 2 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) 2 1 2 1)) in Hg. cbn [rights] in Hg. rewrite s173_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c26_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s173_c26_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c27_moves (a b e : nat) : rmoves (s173_board (2 + a) (2 + b) 1 2 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: T :: repeat F (2 + e)) []) (s142_board (2 + a) (3 + b) 2 (2 + e)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: T :: repeat F (2 + e)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) (3 + b) 2 (2 + e) y1); [unfold s142_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s173_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) 1 2 (2 + e) y1) (Hm : meas (s173_board (2 + a) (2 + b) 1 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) 1 2 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) 1 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c27_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s173_c27_moves a b e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c28_moves (a b c : nat) : rmoves (s173_board (2 + a) (2 + b) (2 + c) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []) (s173_board (2 + a) (3 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c28_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s173_board (2 + a) (3 + b) (2 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) (2 + c) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c28_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s87_board (2 + a) (2 + b) (3 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) (3 + c) y1); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) (2 + c) 1 1 y1) (Hm : meas (s173_board (2 + a) (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) (2 + c) 1 1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s173_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c28_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c28_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c28_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s173_c28_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c28_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s173_c28_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s173_c29_moves (a b c e : nat) : rmoves (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (3 + b) 1 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) 1 1 (2 + e) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c29_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (3 + b) (2 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) (2 + c) 1 (2 + e) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c29_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s173_board (2 + a) (2 + b) (3 + c) 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) (3 + c) 1 1 y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c29_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (2 + b) (3 + c) 1 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) (3 + c) 1 (2 + e) y1); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c29_t1_a1 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c29_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c29_t1_a2 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c29_moves a b c e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c29_t2_a1 IH a b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c29_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c29_t2_a2 IH a b c e y1 Hw (move_below_r _ _ 1 _ _ (s173_c29_moves a b c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s173_c30_moves (a b c e : nat) : rmoves (s173_board (2 + a) (2 + b) (2 + c) 2 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: T :: repeat F (2 + e)].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (3 + b) 1 2 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) 1 2 (2 + e) y1); [unfold s173_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c30_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: T :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: T :: repeat F (2 + e)) []) (s173_board (2 + a) (3 + b) (2 + c) 2 (2 + e)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: T :: repeat F (2 + e)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) (2 + c) 2 (2 + e) y1); [unfold s173_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s173_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hdom : s173_dom (2 + a) (2 + b) (2 + c) 2 (2 + e) y1) (Hm : meas (s173_board (2 + a) (2 + b) (2 + c) 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s173_board (2 + a) (2 + b) (2 + c) 2 (2 + e))).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a) (2 + b) (2 + c) 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s173_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c30_t1_a1 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c30_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s173_c30_t1_a2 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s173_c30_moves a b c e) eq_refl Hm) Hd Hr). }
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
            exact (s173_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c2 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
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
            exact (s173_c3 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c4 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
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
            exact (s173_c5 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c6 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c7 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c8 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c9 IH b c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s173_c10 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c11 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
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
            exact (s173_c12 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c13 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
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
            exact (s173_c14 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c15 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c16 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c17 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c18 IH b c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s173_c19 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c20 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
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
            exact (s173_c21 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c22 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
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
            exact (s173_c23 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c24 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c25 IH a b e y1 Hdom Hm Hd Hr).
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
  exact (s173_c26 IH a y1 Hdom Hm Hd Hr).
          }
          {
            assert (d = 0) by zlia; subst d.
  exact (s173_c27 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s173_c28 IH a b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s173_c29 IH a b c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            assert (d = 0) by zlia; subst d.
  exact (s173_c30 IH a b c e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
  }
Qed.

Lemma s174_c1_moves : rmoves (s174_board 0) = [[F; F; T; F; E; F; T; E]].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F]) [(1, 1)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s174_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s174_dom 0 y1) (Hm : meas (s174_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s174_board 0)).
Proof.
  unfold s174_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s174_board 0)) in Hg. cbn [rights] in Hg. rewrite s174_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s174_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s174_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s174_c2_moves : rmoves (s174_board 1) = [[T; F; F; T; F; E; F; T; E]].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F]) [(1, 1)]) (s197_board 1) (1) _ (s197_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s174_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s174_dom 1 y1) (Hm : meas (s174_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s174_board 1)).
Proof.
  unfold s174_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s174_board 1)) in Hg. cbn [rights] in Hg. rewrite s174_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s174_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s174_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s174_c3_moves (a : nat) : rmoves (s174_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; F; E; F; T; E]].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]) (s197_board (2 + a)) (1) _ (s197_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s174_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s174_dom (2 + a) y1) (Hm : meas (s174_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s174_board (2 + a))).
Proof.
  unfold s174_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s174_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s174_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s174_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s174_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s174_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C174 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s174_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s174_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s174_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s174_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

