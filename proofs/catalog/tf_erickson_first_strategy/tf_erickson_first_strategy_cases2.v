(* tf_erickson_first_strategy_cases2: the proofs of Lower's nodes 86 to 126 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s86_c1_moves : rmoves (s86_board 1 1 0) = [[T; F; E; T; E; F; T]; [T; E; F; T; F; E; T]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; E; F; T])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; F]) [(1, 0)]) (s36_board 1) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) [(1, 0)]); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E]) [(1, 0)]) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s86_dom 1 1 0 y1) (Hm : meas (s86_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board 1 1 0)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s86_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s86_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s86_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c2_moves (b : nat) : rmoves (s86_board 1 (2 + b) 0) = [T :: F :: E :: repeat T (2 + b) ++ [E; F; T]; T :: E :: F :: repeat T (2 + b) ++ [F; E; T]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + b) ++ [E; F; T])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F]) [(1, 0)]) (s184_board 1 1 (1 + b) 0 1 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F]) [(1, 0)]); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (1 + b) 0 1 1 y1); [unfold s184_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s86_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ [F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ [F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ [E; F]) [(2, 0)]) (s49_board 1 (1 + b) 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ [E; F]) [(2, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 (1 + b) 1 y1); [unfold s49_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s86_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s86_dom 1 (2 + b) 0 y1) (Hm : meas (s86_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board 1 (2 + b) 0)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s86_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s86_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s86_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c3_moves (b : nat) : rmoves (s86_board 1 (2 + b) 1) = [T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F]; T :: E :: F :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + b) ++ [E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []) (s261_board (1 + b)) (0) _ (s261_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []); [reflexivity | unfold s261_board; target_board_eq | strip_offset].
  - unfold s261_form; apply form_int; zlia.
  - intros HT; apply (use261 IH (1 + b) y1); [unfold s261_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ [F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s139_board 1 (1 + b) 2 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) 2 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s86_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s86_dom 1 (2 + b) 1 y1) (Hm : meas (s86_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board 1 (2 + b) 1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s86_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s86_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c3_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s86_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c4_moves (b c : nat) : rmoves (s86_board 1 (2 + b) (2 + c)) = [T :: F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c); T :: E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: T :: repeat F (2 + c)) []) (s315_board (1 + b) (2 + c)) (0) _ (s315_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ E :: T :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s315_board; target_board_eq | strip_offset].
  - unfold s315_form; apply form_int; zlia.
  - intros HT; apply (use315 IH (1 + b) (2 + c) y1); [unfold s315_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []) (s139_board 1 (1 + b) 2 (2 + c)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (1 + b) 2 (2 + c) y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s86_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s86_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s86_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board 1 (2 + b) (2 + c))).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s86_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c4_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s86_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c4_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s86_c4_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c5_moves (a : nat) : rmoves (s86_board (2 + a) 1 0) = [repeat T (2 + a) ++ [F; E; T; E; F; T]; repeat T (2 + a) ++ [E; F; T; F; E; T]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 0)]) (s36_board (2 + a)) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 0)]); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (2 + a) y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(2, 0)]) (s9_board (2 + a) 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(2, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s86_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s86_dom (2 + a) 1 0 y1) (Hm : meas (s86_board (2 + a) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) 1 0)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) 1 0)) in Hg. cbn [rights] in Hg. rewrite s86_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s86_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c5_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s86_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c6_moves (a : nat) : rmoves (s86_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; T; E; F; T; F]; repeat T (2 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []) (s119_board (2 + a)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []) (s116_board (2 + a) 2 1) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 2 1 y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s86_dom (2 + a) 1 1 y1) (Hm : meas (s86_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) 1 1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s86_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c6_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s86_c6_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c6_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s86_c6_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c7_moves (a c : nat) : rmoves (s86_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: T :: E :: F :: T :: repeat F (2 + c)) []) (s86_board (1 + a) 2 (2 + c)) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: T :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (1 + a) 2 (2 + c) y1); [unfold s86_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s86_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + c)) []) (s116_board (2 + a) 2 (2 + c)) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 2 (2 + c) y1); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s86_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s86_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s86_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) 1 (2 + c))).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s86_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c7_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s86_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c7_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s86_c7_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c8_moves (a b : nat) : rmoves (s86_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T]; repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F]) [(1, 0)]) (s49_board (1 + a) (3 + b) 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (1 + a) (3 + b) 1 y1); [unfold s49_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s86_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F]) [(2, 0)]) (s49_board (2 + a) (1 + b) 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F]) [(2, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) (1 + b) 1 y1); [unfold s49_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s86_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s86_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s86_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) (2 + b) 0)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s86_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c8_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s86_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c8_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s86_c8_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c9_moves (a b : nat) : rmoves (s86_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; F]; repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F; T; F]) []) (s86_board (1 + a) (3 + b) 1) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (1 + a) (3 + b) 1 y1); [unfold s86_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s86_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ [F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s139_board (2 + a) (1 + b) 2 1) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ [E; F; T; T; F]) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) 2 1 y1); [unfold s139_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s86_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s86_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s86_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) (2 + b) 1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s86_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s86_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c9_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s86_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s86_c10_moves (a b c : nat) : rmoves (s86_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s86_board (1 + a) (3 + b) (2 + c)) (0) _ (s86_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s86_board; target_board_eq | strip_offset].
  - unfold s86_form; apply form_int; zlia.
  - intros HT; apply (use86 IH (1 + a) (3 + b) (2 + c) y1); [unfold s86_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s86_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []) (s139_board (2 + a) (1 + b) 2 (2 + c)) (0) _ (s139_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (1 + b) 2 (2 + c) y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s86_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s86_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s86_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s86_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s86_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s86_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c10_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s86_c10_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c10_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s86_c10_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s86_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s86_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c4 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s86_c5 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c6 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c7 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s86_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c9 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s86_c10 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s87_c1_moves (b : nat) : rmoves (s87_board 0 (2 + b) 1) = [repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E]) [(1, 1)]) (s136_board) (1) _ (s136_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3 + b)] ([E]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s87_dom 0 (2 + b) 1 y1) (Hm : meas (s87_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board 0 (2 + b) 1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s87_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s87_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s87_c2_moves (b c : nat) : rmoves (s87_board 0 (2 + b) (2 + c)) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s87_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E]) []) (s23_board 0 (2 + c)) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + c) y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s87_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s87_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s87_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board 0 (2 + b) (2 + c))).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s87_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c2_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s87_c3_moves (b : nat) : rmoves (s87_board 1 (2 + b) 1) = [T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E]) [(1, 1)]) (s129_board 1 (3 + b)) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s87_dom 1 (2 + b) 1 y1) (Hm : meas (s87_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board 1 (2 + b) 1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s87_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s87_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s87_c4_moves (b c : nat) : rmoves (s87_board 1 (2 + b) (2 + c)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
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
Lemma s87_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
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
Lemma s87_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s87_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s87_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board 1 (2 + b) (2 + c))).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s87_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c4_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c4_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c4_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s87_c5_moves (a b : nat) : rmoves (s87_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1)]) (s129_board (2 + a) (3 + b)) (1) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s87_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s87_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board (2 + a) (2 + b) 1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s87_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s87_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s87_c6_moves (a b c : nat) : rmoves (s87_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
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
Lemma s87_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
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
Lemma s87_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s87_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s87_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s87_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s87_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s87_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s87_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s87_c6_moves a b c) eq_refl Hm) Hd Hr). }
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
        exact (s87_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s87_c4 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s87_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s87_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s88_c1_moves : rmoves (s88_board 0 0 0 1 0) = [[F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; E])).
Proof.
  apply (answer_form_L _ (s314_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s314_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 1)] ([E; E]) [] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s314_form; apply form_int; zlia.
  - intros HT; apply (use314 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s314_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; E])).
Proof.
  apply (answer_form_L _ (s136_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s136_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 1)] ([E; E]) [] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 0 0 1 0 y1) (Hm : meas (s88_board 0 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c2_moves : rmoves (s88_board 0 0 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 0 1 0 0 y1) (Hm : meas (s88_board 0 0 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c3_moves : rmoves (s88_board 0 0 1 1 0) = [[F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E])).
Proof.
  apply (answer_form_L _ (s136_board) (2) _ (int ((- Z.of_nat y1) + 1)) (s136_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 2)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 0 1 1 0 y1) (Hm : meas (s88_board 0 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c3_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c3_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c4_moves : rmoves (s88_board 0 0 1 1 1) = [[F; T; E; E; F]; [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) []); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 0 1 1 1 y1) (Hm : meas (s88_board 0 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c4_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c4_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c4_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c4_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c4_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c5_moves (e : nat) : rmoves (s88_board 0 0 1 1 (2 + e)) = [F :: T :: E :: E :: repeat F (2 + e); E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 0 0 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 0 1 1 (2 + e) y1) (Hm : meas (s88_board 0 0 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c5_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c5_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c5_t2_a1 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c5_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c5_t2_a2 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c5_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c6_moves (d : nat) : rmoves (s88_board 0 0 1 (2 + d) 0) = [F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c6_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + d) ++ [E]) []) (s57_board 0 (2 + d) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 0 0 1 (2 + d) 0 y1) (Hm : meas (s88_board 0 0 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c6_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c6_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c6_t1_a3 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c6_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c7_moves (d : nat) : rmoves (s88_board 0 0 1 (2 + d) 1) = [F :: T :: E :: repeat F (1 + d) ++ [E; F]; E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + d) ++ [E; F]) []) (s57_board 0 (2 + d) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 0 0 1 (2 + d) 1 y1) (Hm : meas (s88_board 0 0 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c7_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c7_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c7_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c7_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c7_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c7_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c7_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c7_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c8_moves (d e : nat) : rmoves (s88_board 0 0 1 (2 + d) (2 + e)) = [F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: repeat F (2 + e)) []) (s57_board 0 1 (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s57_board 0 (2 + d) (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 0 0 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 0 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c8_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c8_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c8_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c8_moves d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c8_t2_a1 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c8_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c8_t2_a2 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c8_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c9_moves (c : nat) : rmoves (s88_board 0 0 (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 0 0 y1) (Hm : meas (s88_board 0 0 (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c10_moves (c : nat) : rmoves (s88_board 0 0 (2 + c) 0 1) = [E :: repeat T (2 + c) ++ [F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_form_L _ (s29_board 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 0 1 y1) (Hm : meas (s88_board 0 0 (2 + c) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c10_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c10_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c10_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c10_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c11_moves (c e : nat) : rmoves (s88_board 0 0 (2 + c) 0 (2 + e)) = [E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 0 (2 + e) y1) (Hm : meas (s88_board 0 0 (2 + c) 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c11_t1_a1 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c11_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c11_t1_a2 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c11_moves c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c12_moves (c : nat) : rmoves (s88_board 0 0 (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 1 0 y1) (Hm : meas (s88_board 0 0 (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c13_moves (c : nat) : rmoves (s88_board 0 0 (2 + c) 1 1) = [E :: repeat T (2 + c) ++ [F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board 0 (2 + c) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + c) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 1 1 y1) (Hm : meas (s88_board 0 0 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c13_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c13_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c13_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c13_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c14_moves (c e : nat) : rmoves (s88_board 0 0 (2 + c) 1 (2 + e)) = [E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) 1 (2 + e) y1) (Hm : meas (s88_board 0 0 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c14_t1_a1 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c14_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c14_t1_a2 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c14_moves c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c15_moves (c d : nat) : rmoves (s88_board 0 0 (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board 0 0 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c16_moves (c d : nat) : rmoves (s88_board 0 0 (2 + c) (2 + d) 1) = [E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s29_board 0 (2 + c) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) (2 + d) 1 y1) (Hm : meas (s88_board 0 0 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c16_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c16_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c16_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c16_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c17_moves (c d e : nat) : rmoves (s88_board 0 0 (2 + c) (2 + d) (2 + e)) = [E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s88_dom 0 0 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 0 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 0 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 0 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c17_t1_a1 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c17_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c17_t1_a2 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c17_moves c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c18_moves : rmoves (s88_board 0 1 0 1 0) = [[F; F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; E; E])).
Proof.
  apply (answer_form_L _ (s314_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s314_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 2)] ([E; E]) [] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s314_form; apply form_int; zlia.
  - intros HT; apply (use314 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s314_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; E; E])).
Proof.
  apply (answer_form_L _ (s136_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s136_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 2)] ([E; E]) [] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 1 0 1 0 y1) (Hm : meas (s88_board 0 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c18_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c18_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c18_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c18_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c19_moves : rmoves (s88_board 0 1 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 1 1 0 0 y1) (Hm : meas (s88_board 0 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c20_moves : rmoves (s88_board 0 1 1 0 1) = [[F; E; T; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 1 1 0 1 y1) (Hm : meas (s88_board 0 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c20_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c20_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c20_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c20_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c21_moves (e : nat) : rmoves (s88_board 0 1 1 0 (2 + e)) = [F :: E :: T :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 1 1 0 (2 + e) y1) (Hm : meas (s88_board 0 1 1 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c21_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c21_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c21_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c21_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c22_moves : rmoves (s88_board 0 1 1 1 0) = [[F; F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([E]) [(1, 1)]) (s136_board) (1) _ (s136_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 2)] ([E]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 1 1 1 0 y1) (Hm : meas (s88_board 0 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s88_c22_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c22_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c23_moves : rmoves (s88_board 0 1 1 1 1) = [[F; F; T; E; E; F]; [F; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F]) []); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 1 1 1 1 y1) (Hm : meas (s88_board 0 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c23_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c23_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c23_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c23_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c23_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c24_moves (e : nat) : rmoves (s88_board 0 1 1 1 (2 + e)) = [F :: F :: T :: E :: E :: repeat F (2 + e); F :: E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 0 0 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 1 1 1 (2 + e) y1) (Hm : meas (s88_board 0 1 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c24_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c24_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c24_t2_a1 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c24_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c24_t2_a2 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c24_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c25_moves (d : nat) : rmoves (s88_board 0 1 1 (2 + d) 0) = [F :: F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E]) []) (s57_board 0 1 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c25_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + d) ++ [E]) []) (s23_board 0 (2 + d)) (0) _ (s23_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + d) (Z.to_nat (- Z.of_nat y1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c25_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + d) ++ [E]) []) (s57_board 0 (2 + d) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 0 1 1 (2 + d) 0 y1) (Hm : meas (s88_board 0 1 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c25_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c25_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c25_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c25_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c25_t1_a3 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c25_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c25_t1_a4 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c25_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c26_moves (d : nat) : rmoves (s88_board 0 1 1 (2 + d) 1) = [F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]; F :: E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + d) ++ [E; F]) []) (s57_board 0 (2 + d) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 0 1 1 (2 + d) 1 y1) (Hm : meas (s88_board 0 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c26_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c26_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c26_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c26_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c26_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c27_moves (d e : nat) : rmoves (s88_board 0 1 1 (2 + d) (2 + e)) = [F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: F :: E :: repeat F (2 + e)) []) (s57_board 0 1 (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s57_board 0 (2 + d) (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c27_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 0 1 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c27_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c27_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c27_t2_a1 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c27_t2_a2 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c27_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c28_moves (c : nat) : rmoves (s88_board 0 1 (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) 0 0 y1) (Hm : meas (s88_board 0 1 (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c29_moves (c : nat) : rmoves (s88_board 0 1 (2 + c) 0 1) = [F :: E :: repeat T (2 + c) ++ [F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_form_L _ (s29_board 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c29_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) 0 1 y1) (Hm : meas (s88_board 0 1 (2 + c) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c29_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c29_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c29_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c29_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c30_moves (c e : nat) : rmoves (s88_board 0 1 (2 + c) 0 (2 + e)) = [F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c30_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) 0 (2 + e) y1) (Hm : meas (s88_board 0 1 (2 + c) 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c30_t1_a1 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c30_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c30_t1_a2 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c30_moves c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c31_moves (c : nat) : rmoves (s88_board 0 1 (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) 1 0 y1) (Hm : meas (s88_board 0 1 (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c32_moves (c : nat) : rmoves (s88_board 0 1 (2 + c) 1 1) = [F :: E :: repeat T (2 + c) ++ [F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board 0 (2 + c) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + c) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c32_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) 1 1 y1) (Hm : meas (s88_board 0 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c32_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c32_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c32_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c32_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c33_moves (c e : nat) : rmoves (s88_board 0 1 (2 + c) 1 (2 + e)) = [F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c33_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) 1 (2 + e) y1) (Hm : meas (s88_board 0 1 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c33_t1_a1 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c33_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c33_t1_a2 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c33_moves c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c34_moves (c d : nat) : rmoves (s88_board 0 1 (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board 0 1 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c35_moves (c d : nat) : rmoves (s88_board 0 1 (2 + c) (2 + d) 1) = [F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s29_board 0 (2 + c) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c35_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s88_board 0 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c35_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c35_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c35_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c35_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c36_moves (c d e : nat) : rmoves (s88_board 0 1 (2 + c) (2 + d) (2 + e)) = [F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c36_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 (2 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 1 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c36_t1_a1 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c36_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c36_t1_a2 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c36_moves c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c37_moves (b : nat) : rmoves (s88_board 0 (2 + b) 0 1 0) = [repeat F (3 + b) ++ [E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c37_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s314_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s314_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 3 + b)] ([E; E]) [] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s314_form; apply form_int; zlia.
  - intros HT; apply (use314 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s314_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c37_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s136_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s136_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 3 + b)] ([E; E]) [] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 0 1 0 y1) (Hm : meas (s88_board 0 (2 + b) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c37_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c37_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c37_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c37_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c38_moves (b : nat) : rmoves (s88_board 0 (2 + b) 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 0 0 y1) (Hm : meas (s88_board 0 (2 + b) 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c39_moves (b : nat) : rmoves (s88_board 0 (2 + b) 1 1 0) = [repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E]) [(1, 1)]) (s136_board) (1) _ (s136_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3 + b)] ([E]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 1 0 y1) (Hm : meas (s88_board 0 (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s88_c39_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c39_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c40_moves (b : nat) : rmoves (s88_board 0 (2 + b) 1 1 1) = [repeat F (3 + b) ++ [T; E; E; F]; repeat F (2 + b) ++ [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F]) []); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c40_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c40_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c40_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 1 1 y1) (Hm : meas (s88_board 0 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c40_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c40_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c40_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c40_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c40_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s88_c40_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c40_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s88_c40_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c41_moves (b e : nat) : rmoves (s88_board 0 (2 + b) 1 1 (2 + e)) = [repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e); repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 0 0 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c41_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c41_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s88_board 0 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c41_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c41_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c41_t2_a1 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c41_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c41_t2_a2 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c41_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c42_moves (b d : nat) : rmoves (s88_board 0 (2 + b) 1 (2 + d) 0) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c42_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 3)] ([E; T; F; E]) []) (s23_board 0 1) (0) _ (s23_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c42_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; F; E]) []) (s57_board 0 1 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c42_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3)] (E :: T :: repeat F (2 + d) ++ [E]) []) (s23_board 0 (2 + d)) (0) _ (s23_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + d) (Z.to_nat (- Z.of_nat y1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c42_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + d) ++ [E]) []) (s57_board 0 (2 + d) 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 (2 + d) 0 y1) (Hm : meas (s88_board 0 (2 + b) 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c42_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c42_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c42_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c42_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c42_t1_a3 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c42_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c42_t1_a4 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c42_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c43_moves (b d : nat) : rmoves (s88_board 0 (2 + b) 1 (2 + d) 1) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]; repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c43_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; F; E; F]) []) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c43_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + d) ++ [E; F]) []) (s57_board 0 (2 + d) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c43_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c43_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 (2 + d) 1 y1) (Hm : meas (s88_board 0 (2 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c43_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c43_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c43_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c43_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c43_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c43_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c43_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c43_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c44_moves (b d e : nat) : rmoves (s88_board 0 (2 + b) 1 (2 + d) (2 + e)) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c44_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: F :: E :: repeat F (2 + e)) []) (s57_board 0 1 (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c44_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s57_board 0 (2 + d) (2 + e)) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) (2 + e) y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c44_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board 0 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c44_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board 0 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 0 (2 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c44_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c44_t1_a1 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c44_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c44_t1_a2 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c44_moves b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c44_t2_a1 IH b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c44_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c44_t2_a2 IH b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c44_moves b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c45_moves (b c : nat) : rmoves (s88_board 0 (2 + b) (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s88_dom 0 (2 + b) (2 + c) 0 0 y1) (Hm : meas (s88_board 0 (2 + b) (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c45_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c46_moves : rmoves (s88_board 0 7 2 0 1) = [[F; F; F; F; F; F; F; E; T; T; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c46_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 7 = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; F; F; F; F; F; E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; F; F; F; F; E; T; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 2 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 7)] ([E; T; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 7 2 0 1 y1) (Hm : meas (s88_board 0 7 2 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 7 2 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 7 2 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c46_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 7 = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c46_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c46_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c47_moves (e : nat) : rmoves (s88_board 0 7 2 0 (2 + e)) = [F :: F :: F :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c47_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 7 = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: F :: F :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 7)] ([E; T; T; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c47_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 7 = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: F :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: F :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 2 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 7)] (E :: T :: T :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 7 2 0 (2 + e) y1) (Hm : meas (s88_board 0 7 2 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 7 2 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 7 2 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c47_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 7 = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c47_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c47_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 7 = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c47_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c47_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c48_moves (b c : nat) : rmoves (s88_board 0 (2 + b) (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s88_dom 0 (2 + b) (2 + c) 1 0 y1) (Hm : meas (s88_board 0 (2 + b) (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c48_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c49_moves : rmoves (s88_board 0 5 2 1 1) = [[F; F; F; F; F; E; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c49_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 5 = 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; F; F; F; E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; F; F; E; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 2 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 5)] ([E; T; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 5 2 1 1 y1) (Hm : meas (s88_board 0 5 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 5 2 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 5 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c49_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 5 = 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c49_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c49_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c50_moves (e : nat) : rmoves (s88_board 0 5 2 1 (2 + e)) = [F :: F :: F :: F :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c50_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 5 = 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: F :: F :: F :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 5)] ([E; T; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c50_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 5 = 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: F :: F :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: F :: E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 2 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 5)] (E :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 5 2 1 (2 + e) y1) (Hm : meas (s88_board 0 5 2 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 5 2 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 5 2 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c50_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 5 = 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c50_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c50_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 5 = 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c50_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c50_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c51_moves (b c d : nat) : rmoves (s88_board 0 (2 + b) (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s88_dom 0 (2 + b) (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board 0 (2 + b) (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 (2 + b) (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c51_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c52_moves : rmoves (s88_board 0 3 2 2 1) = [[F; F; F; E; T; T; F; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c52_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; F; E; T; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 0 0 2 3 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; T; F; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 3 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 0 3 2 2 1 y1) (Hm : meas (s88_board 0 3 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 3 2 2 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 3 2 2 1)) in Hg. cbn [rights] in Hg. rewrite s88_c52_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c52_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c52_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c53_moves (e : nat) : rmoves (s88_board 0 3 2 2 (2 + e)) = [F :: F :: F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c53_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: F :: F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 0 0 2 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; T; F; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c53_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: T :: F :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 0 0 2 3 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: T :: F :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 3 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 0 3 2 2 (2 + e) y1) (Hm : meas (s88_board 0 3 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 0 3 2 2 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 3 2 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c53_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c53_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c53_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c53_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c53_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c54_moves : rmoves (s88_board 1 0 0 1 0) = [[T; F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c54_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 1)]) (s136_board) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 0 1 0 y1) (Hm : meas (s88_board 1 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c54_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c54_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c54_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c55_moves (d : nat) : rmoves (s88_board 1 0 0 (3 + d) 0) = [T :: F :: E :: repeat F (2 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c55_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + d) ++ [E]) []) (s23_board 0 (2 + d)) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c55_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + d) ++ [E]) []) (s57_board 0 (2 + d) 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c55 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 0 0 (3 + d) 0 y1) (Hm : meas (s88_board 1 0 0 (3 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 0 (3 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 0 (3 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c55_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c55_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c55_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c55_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c55_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c56_moves : rmoves (s88_board 1 0 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c56 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 1 0 0 y1) (Hm : meas (s88_board 1 0 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c56_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c57_moves : rmoves (s88_board 1 0 1 1 0) = [[T; F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c57_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E])).
Proof.
  apply (answer_form_L _ (s129_board 1 1) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F]) [(1, 2)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 1 (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c57 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 1 1 0 y1) (Hm : meas (s88_board 1 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c57_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c57_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c57_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c58_moves : rmoves (s88_board 1 0 1 1 1) = [[T; F; T; E; E; F]; [T; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c58_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c58_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c58_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; E]) []) (s88_board 0 0 2 2 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c58 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 1 1 1 y1) (Hm : meas (s88_board 1 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c58_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c58_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c58_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c58_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c58_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c58_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c58_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c59_moves (e : nat) : rmoves (s88_board 1 0 1 1 (2 + e)) = [T :: F :: T :: E :: E :: repeat F (2 + e); T :: E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c59_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 1 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c59_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; E; F]) []) (s88_board 0 0 2 2 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c59_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 2 2 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 (2 + e) y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c59 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 1 0 1 1 (2 + e) y1) (Hm : meas (s88_board 1 0 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c59_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c59_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c59_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c59_t2_a1 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c59_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c59_t2_a2 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c59_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c60_moves (d : nat) : rmoves (s88_board 1 0 1 (2 + d) 0) = [T :: F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c60_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s262_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c60_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s263_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c60_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board 1 1 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c60 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 0 1 (2 + d) 0 y1) (Hm : meas (s88_board 1 0 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c60_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c60_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c60_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c60_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c60_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c60_t1_a3 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c60_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c61_moves (d : nat) : rmoves (s88_board 1 0 1 (2 + d) 1) = [T :: F :: T :: E :: repeat F (1 + d) ++ [E; F]; T :: E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c61_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; F]) []) (s88_board 1 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c61_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board 1 1 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c61_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board 0 0 2 (3 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c61 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 0 1 (2 + d) 1 y1) (Hm : meas (s88_board 1 0 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c61_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c61_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c61_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c61_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c61_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c61_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c61_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c62_moves (d e : nat) : rmoves (s88_board 1 0 1 (2 + d) (2 + e)) = [T :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); T :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c62_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board 1 1 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board 1 1 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 2 (3 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 2 (3 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) (2 + e) y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c62 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 1 0 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 0 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c62_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c62_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c62_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c62_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c62_moves d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c62_t2_a1 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c62_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c62_t2_a2 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c62_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c63_moves (c : nat) : rmoves (s88_board 1 0 (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c63 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 1 0 (2 + c) 0 0 y1) (Hm : meas (s88_board 1 0 (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c63_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c64_moves (c : nat) : rmoves (s88_board 1 0 (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c64 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 1 0 (2 + c) 1 0 y1) (Hm : meas (s88_board 1 0 (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c64_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c65_moves : rmoves (s88_board 1 0 3 1 1) = [[T; E; T; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c65_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; T; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; T; T; F; F; E]) []) (s88_board 0 0 4 2 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 2 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c65 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 0 3 1 1 y1) (Hm : meas (s88_board 1 0 3 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c65_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c65_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c65_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c66_moves (e : nat) : rmoves (s88_board 1 0 3 1 (2 + e)) = [T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c66_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] ([E; T; T; T; T; F; F; E; F]) []) (s88_board 0 0 4 2 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 2 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c66_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 4 2 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 2 (2 + e) y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c66 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 1 0 3 1 (2 + e) y1) (Hm : meas (s88_board 1 0 3 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c66_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c66_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c66_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c66_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c66_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c67_moves (c d : nat) : rmoves (s88_board 1 0 (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c67 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 1 0 (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board 1 0 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c67_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c68_moves (d : nat) : rmoves (s88_board 1 0 3 (2 + d) 1) = [T :: E :: T :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c68_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board 0 0 4 (3 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 (3 + d) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c68 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 0 3 (2 + d) 1 y1) (Hm : meas (s88_board 1 0 3 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c68_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c68_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c68_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c69_moves (d e : nat) : rmoves (s88_board 1 0 3 (2 + d) (2 + e)) = [T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c69_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 4 (3 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 (3 + d) 1 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c69_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 4 (3 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 4 (3 + d) (2 + e) y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c69 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 1 0 3 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 0 3 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 0 3 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 0 3 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c69_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c69_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c69_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c69_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c69_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c70_moves : rmoves (s88_board 1 1 0 1 0) = [[T; F; F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c70_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s159_board 1 2 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c70_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; E])).
Proof.
  apply (answer_form_L _ (s37_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; E]) []); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c70 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 0 1 0 y1) (Hm : meas (s88_board 1 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c70_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c70_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c70_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c70_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c70_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c71_moves : rmoves (s88_board 1 1 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c71 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 1 0 0 y1) (Hm : meas (s88_board 1 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c71_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c72_moves : rmoves (s88_board 1 1 1 0 1) = [[T; F; E; T; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c72_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F]) [(1, 0)]) (s98_board) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c72 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 1 0 1 y1) (Hm : meas (s88_board 1 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c72_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c72_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c72_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c73_moves (e : nat) : rmoves (s88_board 1 1 1 0 (2 + e)) = [T :: F :: E :: T :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c73_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; E; F]) []) (s88_board 0 0 2 1 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c73_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 2 1 (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c73 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 1 1 1 0 (2 + e) y1) (Hm : meas (s88_board 1 1 1 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c73_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c73_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c73_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c73_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c73_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c74_moves : rmoves (s88_board 1 1 1 1 0) = [[T; F; F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c74_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E]) [(1, 1)]) (s37_board 1) (1) _ (s37_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c74 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 1 1 0 y1) (Hm : meas (s88_board 1 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c74_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s88_c74_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c74_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c75_moves : rmoves (s88_board 1 1 1 1 1) = [[T; F; F; T; E; E; F]; [T; F; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c75_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s51_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s51_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) []); [strip_eq | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c75_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c75_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) []) (s29_board 0 2 2) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c75_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) []) (s88_board 0 0 2 2 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c75 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s88_dom 1 1 1 1 1 y1) (Hm : meas (s88_board 1 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c75_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c75_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c75_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c75_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s88_c75_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c75_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c75_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c75_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s88_c75_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c76_moves (e : nat) : rmoves (s88_board 1 1 1 1 (2 + e)) = [T :: F :: F :: T :: E :: E :: repeat F (2 + e); T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c76_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 1 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c76_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; F]) []) (s88_board 0 0 2 2 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c76_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 2 2 (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c76 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s88_dom 1 1 1 1 (2 + e) y1) (Hm : meas (s88_board 1 1 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c76_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c76_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s88_c76_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c76_t2_a1 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c76_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c76_t2_a2 IH e y1 Hw (move_below_r _ _ 1 _ _ (s88_c76_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c77_moves (d : nat) : rmoves (s88_board 1 1 1 (2 + d) 0) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c77_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E]) []) (s87_board 1 2 1) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 1 (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c77_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E]) []) (s88_board 1 2 1 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c77_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s87_board 1 2 (2 + d)) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 (2 + d) (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c77_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board 1 2 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c77 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 1 1 (2 + d) 0 y1) (Hm : meas (s88_board 1 1 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c77_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c77_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c77_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c77_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c77_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c77_t1_a3 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c77_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c77_t1_a4 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c77_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c78_moves (d : nat) : rmoves (s88_board 1 1 1 (2 + d) 1) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]; T :: F :: E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c78_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; F]) []) (s88_board 1 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c78_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board 1 2 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c78_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []) (s29_board 0 2 (3 + d)) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c78_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board 0 0 2 (3 + d) 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c78 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 1 1 (2 + d) 1 y1) (Hm : meas (s88_board 1 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c78_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c78_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c78_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c78_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s88_c78_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c78_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c78_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c78_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s88_c78_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c79_moves (d e : nat) : rmoves (s88_board 1 1 1 (2 + d) (2 + e)) = [T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c79_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board 1 2 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c79_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board 1 2 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c79_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 2 (3 + d) 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c79_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 2 (3 + d) (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c79 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s88_dom 1 1 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c79_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c79_t1_a1 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c79_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c79_t1_a2 IH d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c79_moves d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c79_t2_a1 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c79_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c79_t2_a2 IH d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c79_moves d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c80_moves (c : nat) : rmoves (s88_board 1 1 (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c80 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) 0 0 y1) (Hm : meas (s88_board 1 1 (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c80_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c81_moves (c : nat) : rmoves (s88_board 1 1 (2 + c) 0 1) = [T :: F :: E :: repeat T (2 + c) ++ [F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c81_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; E]) []) (s29_board 0 (3 + c) 1) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c81_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; E]) []) (s88_board 0 0 (3 + c) 1 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c81 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) 0 1 y1) (Hm : meas (s88_board 1 1 (2 + c) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c81_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c81_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c81_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c81_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c81_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c82_moves (c e : nat) : rmoves (s88_board 1 1 (2 + c) 0 (2 + e)) = [T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c82_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; E; F]) []) (s88_board 0 0 (3 + c) 1 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c82_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ F :: E :: repeat F (2 + e)) []) (s88_board 0 0 (3 + c) 1 (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c82 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) 0 (2 + e) y1) (Hm : meas (s88_board 1 1 (2 + c) 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c82_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c82_t1_a1 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c82_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c82_t1_a2 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c82_moves c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c83_moves (c : nat) : rmoves (s88_board 1 1 (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c83 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) 1 0 y1) (Hm : meas (s88_board 1 1 (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c83_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c84_moves (c : nat) : rmoves (s88_board 1 1 (2 + c) 1 1) = [T :: F :: E :: repeat T (2 + c) ++ [F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c84_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; F; E]) []) (s29_board 0 (3 + c) 2) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c84_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; F; E]) []) (s88_board 0 0 (3 + c) 2 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c84 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) 1 1 y1) (Hm : meas (s88_board 1 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c84_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c84_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c84_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c84_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s88_c84_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c85_moves (c e : nat) : rmoves (s88_board 1 1 (2 + c) 1 (2 + e)) = [T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c85_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; F; E; F]) []) (s88_board 0 0 (3 + c) 2 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c85_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ F :: F :: E :: repeat F (2 + e)) []) (s88_board 0 0 (3 + c) 2 (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ F :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c85 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) 1 (2 + e) y1) (Hm : meas (s88_board 1 1 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c85_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c85_t1_a1 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c85_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c85_t1_a2 IH c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c85_moves c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c86_moves (c d : nat) : rmoves (s88_board 1 1 (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c86 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board 1 1 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c86_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c87_moves (c d : nat) : rmoves (s88_board 1 1 (2 + c) (2 + d) 1) = [T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c87_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ [E]) []) (s29_board 0 (3 + c) (3 + d)) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (3 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c87_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ [E]) []) (s88_board 0 0 (3 + c) (3 + d) 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c87 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s88_board 1 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c87_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c87_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c87_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c87_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c87_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c88_moves (c d e : nat) : rmoves (s88_board 1 1 (2 + c) (2 + d) (2 + e)) = [T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c88_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ [E; F]) []) (s88_board 0 0 (3 + c) (3 + d) 1) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c88_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ E :: repeat F (2 + e)) []) (s88_board 0 0 (3 + c) (3 + d) (2 + e)) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 (3 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c88 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 1 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c88_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c88_t1_a1 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c88_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c88_t1_a2 IH c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c88_moves c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c89_moves (b : nat) : rmoves (s88_board 1 (2 + b) 0 1 0) = [T :: repeat F (3 + b) ++ [E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c89_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s159_board 1 (3 + b) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 (3 + b) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c89_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s129_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s129_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; E]) []); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c89 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 0 1 0 y1) (Hm : meas (s88_board 1 (2 + b) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c89_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c89_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c89_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c89_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c89_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c90_moves (b : nat) : rmoves (s88_board 1 (2 + b) 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c90 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 0 0 y1) (Hm : meas (s88_board 1 (2 + b) 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c90_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c91_moves (b : nat) : rmoves (s88_board 1 (2 + b) 1 1 0) = [T :: repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c91_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E]) [(1, 1)]) (s129_board 1 (3 + b)) (1) _ (s129_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c91 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 1 0 y1) (Hm : meas (s88_board 1 (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c91_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s88_c91_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c91_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c92_moves (b : nat) : rmoves (s88_board 1 (2 + b) 1 1 1) = [T :: repeat F (3 + b) ++ [T; E; E; F]; T :: repeat F (2 + b) ++ [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c92_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c92_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c92_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c92_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c92 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s88_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c92_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c92_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c92_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c92_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c92_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c92_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s88_c92_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c92_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s88_c92_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c93_moves (b e : nat) : rmoves (s88_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c93_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board 1 (3 + b) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 (3 + b) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c93_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c93_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c93 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s88_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c93_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c93_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c93_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c93_t2_a1 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c93_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c93_t2_a2 IH b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c93_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c94_moves (b d : nat) : rmoves (s88_board 1 (2 + b) 1 (2 + d) 0) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c94_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; F; F; E; T; F; E]) []) (s87_board 1 3 1) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 3 1 (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c94_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []) (s88_board 1 (3 + b) 1 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c94_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s87_board 1 3 (2 + d)) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 3 (2 + d) (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c94_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board 1 (3 + b) 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c94 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 (2 + d) 0 y1) (Hm : meas (s88_board 1 (2 + b) 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c94_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c94_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c94_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c94_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c94_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c94_t1_a3 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c94_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c94_t1_a4 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c94_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c95_moves (b d : nat) : rmoves (s88_board 1 (2 + b) 1 (2 + d) 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]; T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c95_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E; F]) []) (s88_board 1 (3 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c95_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board 1 (3 + b) 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c95_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (2 + b) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c95_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c95 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 (2 + d) 1 y1) (Hm : meas (s88_board 1 (2 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c95_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c95_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c95_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c95_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c95_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c95_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c95_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c95_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c95_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c96_moves (b d e : nat) : rmoves (s88_board 1 (2 + b) 1 (2 + d) (2 + e)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c96_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board 1 (3 + b) 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c96_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board 1 (3 + b) 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c96_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c96_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c96 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 (2 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c96_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c96_t1_a1 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c96_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c96_t1_a2 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c96_moves b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c96_t2_a1 IH b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c96_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c96_t2_a2 IH b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c96_moves b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c97_moves (b c : nat) : rmoves (s88_board 1 (2 + b) (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c97 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s88_dom 1 (2 + b) (2 + c) 0 0 y1) (Hm : meas (s88_board 1 (2 + b) (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c97_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c98_moves (b : nat) : rmoves (s88_board 1 (2 + b) 2 0 1) = [T :: repeat F (2 + b) ++ [E; T; T; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c98_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c98 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 2 0 1 y1) (Hm : meas (s88_board 1 (2 + b) 2 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 2 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 2 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c98_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c98_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c98_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c99_moves (b e : nat) : rmoves (s88_board 1 (2 + b) 2 0 (2 + e)) = [T :: repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c99_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; T; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c99_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c99 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 2 0 (2 + e) y1) (Hm : meas (s88_board 1 (2 + b) 2 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 2 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 2 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c99_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c99_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c99_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c99_t1_a2 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c99_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c100_moves (b c : nat) : rmoves (s88_board 1 (2 + b) (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c100 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s88_dom 1 (2 + b) (2 + c) 1 0 y1) (Hm : meas (s88_board 1 (2 + b) (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c100_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c101_moves (b : nat) : rmoves (s88_board 1 (2 + b) 2 1 1) = [T :: repeat F (2 + b) ++ [E; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c101_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c101 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 2 1 1 y1) (Hm : meas (s88_board 1 (2 + b) 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 2 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c101_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c101_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s88_c101_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c102_moves (b e : nat) : rmoves (s88_board 1 (2 + b) 2 1 (2 + e)) = [T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c102_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c102_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c102 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 2 1 (2 + e) y1) (Hm : meas (s88_board 1 (2 + b) 2 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 2 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 2 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c102_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c102_t1_a1 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c102_moves b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c102_t1_a2 IH b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c102_moves b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c103_moves (b c d : nat) : rmoves (s88_board 1 (2 + b) (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c103 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board 1 (2 + b) (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c103_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c104_moves (b d : nat) : rmoves (s88_board 1 (2 + b) 2 (2 + d) 1) = [T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c104_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c104 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 2 (2 + d) 1 y1) (Hm : meas (s88_board 1 (2 + b) 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 2 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c104_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c104_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c104_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c105_moves (b d e : nat) : rmoves (s88_board 1 (2 + b) 2 (2 + d) (2 + e)) = [T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c105_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c105_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board 1 (2 + b) 2 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 2 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c105 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d e y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 2 (2 + d) (2 + e) y1) (Hm : meas (s88_board 1 (2 + b) 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board 1 (2 + b) 2 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c105_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c105_t1_a1 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c105_moves b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c105_t1_a2 IH b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c105_moves b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c106_moves (a : nat) : rmoves (s88_board (2 + a) 0 0 1 0) = [repeat T (2 + a) ++ [F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c106_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E])).
Proof.
  apply (answer_form_L _ (s157_board (2 + a) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s157_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E]) []); [strip_eq | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c106_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s129_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E]) []); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c106 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 0 1 0 y1) (Hm : meas (s88_board (2 + a) 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c106_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c106_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c106_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c106_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c106_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c107_moves (a : nat) : rmoves (s88_board (2 + a) 0 0 1 1) = [repeat T (2 + a) ++ [F; E; E; F]; repeat T (2 + a) ++ [E; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c107_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; E; F]) []) (s278_board (1 + a) 1 1) (0) _ (s278_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; E; F]) []); [reflexivity | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (1 + a) 1 1 y1); [unfold s278_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c107_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; F; E]) []) (s57_board (1 + a) 2 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; F; E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (1 + a) 2 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c107 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 0 1 1 y1) (Hm : meas (s88_board (2 + a) 0 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 0 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c107_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c107_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c107_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c107_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c107_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c108_moves (a e : nat) : rmoves (s88_board (3 + a) 0 0 1 (2 + e)) = [repeat T (3 + a) ++ F :: E :: E :: repeat F (2 + e); repeat T (3 + a) ++ E :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c108_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (2 + e)) []) (s278_board (2 + a) 1 (2 + e)) (0) _ (s278_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (2 + e)) []); [reflexivity | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (2 + a) 1 (2 + e) y1); [unfold s278_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c108_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) []) (s57_board (2 + a) 2 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c108_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat (2 + e) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s8_board (3 + a) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c108 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (3 + a) 0 0 1 (2 + e) y1) (Hm : meas (s88_board (3 + a) 0 0 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (3 + a) 0 0 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (3 + a) 0 0 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c108_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s88_c108_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c108_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c108_t2_a1 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c108_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat (2 + e) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s88_c108_t2_a2 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c108_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c109_moves (a d : nat) : rmoves (s88_board (2 + a) 0 0 (3 + d) 0) = [repeat T (2 + a) ++ F :: E :: repeat F (2 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c109_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + d) ++ [E]) []) (s256_board (1 + a) 0 1 (2 + d)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (1 + a) 0 1 (2 + d) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c109 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 0 0 (3 + d) 0 y1) (Hm : meas (s88_board (2 + a) 0 0 (3 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 0 (3 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 0 (3 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c109_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c109_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c109_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c110_moves (a : nat) : rmoves (s88_board (2 + a) 0 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c110 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 0 0 y1) (Hm : meas (s88_board (2 + a) 0 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c110_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c111_moves (a : nat) : rmoves (s88_board (2 + a) 0 1 1 0) = [repeat T (2 + a) ++ [F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c111_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) 1) (2) _ (int ((- Z.of_nat y1) + 1)) (s129_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 2)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) 1 (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c111 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 1 0 y1) (Hm : meas (s88_board (2 + a) 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c111_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c111_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c111_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c112_moves (a : nat) : rmoves (s88_board (2 + a) 0 1 1 1) = [repeat T (2 + a) ++ [F; T; E; E; F]; repeat T (2 + a) ++ [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c112_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c112_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c112_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c112_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s57_board (2 + a) 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c112 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 1 1 y1) (Hm : meas (s88_board (2 + a) 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c112_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c112_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c112_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c112_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c112_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c112_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c112_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c112_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c112_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c113_moves (a e : nat) : rmoves (s88_board (2 + a) 0 1 1 (2 + e)) = [repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + e); repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c113_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c113_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c113_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board (2 + a) 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c113 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) 0 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c113_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c113_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c113_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c113_t2_a1 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c113_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c113_t2_a2 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c113_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c114_moves (a d : nat) : rmoves (s88_board (2 + a) 0 1 (2 + d) 0) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c114_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s262_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) []); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c114_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s263_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) []); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c114_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board (2 + a) 1 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c114 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) 0 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c114_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c114_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c114_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c114_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c114_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c114_t1_a3 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c114_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c115_moves (a d : nat) : rmoves (s88_board (2 + a) 0 1 (2 + d) 1) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E; F]; repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c115_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []) (s88_board (2 + a) 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c115_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board (2 + a) 1 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c115_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board (2 + a) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c115_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s57_board (2 + a) (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c115 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) 0 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c115_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c115_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c115_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c115_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c115_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c115_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s88_c115_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c115_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s88_c115_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c116_moves (a d e : nat) : rmoves (s88_board (2 + a) 0 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c116_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board (2 + a) 1 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c116_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board (2 + a) 1 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c116_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s57_board (2 + a) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c116_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s57_board (2 + a) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c116 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s88_dom (2 + a) 0 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) 0 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c116_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c116_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c116_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c116_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c116_moves a d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c116_t2_a1 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c116_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c116_t2_a2 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c116_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c117_moves (a c : nat) : rmoves (s88_board (2 + a) 0 (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c117 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s88_dom (2 + a) 0 (2 + c) 0 0 y1) (Hm : meas (s88_board (2 + a) 0 (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c117_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c118_moves (a c : nat) : rmoves (s88_board (2 + a) 0 (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c118 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s88_dom (2 + a) 0 (2 + c) 1 0 y1) (Hm : meas (s88_board (2 + a) 0 (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c118_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c119_moves (a : nat) : rmoves (s88_board (2 + a) 0 3 1 1) = [repeat T (2 + a) ++ [E; T; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c119_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s29_board (2 + a) 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (2 + a) 3 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c119 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 1 1 y1) (Hm : meas (s88_board (2 + a) 0 3 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c119_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c119_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c119_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c120_moves (a e : nat) : rmoves (s88_board (2 + a) 0 3 1 (2 + e)) = [repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c120_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 0 3 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c120_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 0 3 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c120 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) 0 3 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c120_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c120_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c120_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c120_t1_a2 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c120_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c121_moves (a c d : nat) : rmoves (s88_board (2 + a) 0 (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c121 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s88_dom (2 + a) 0 (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) 0 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c121_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c122_moves (a d : nat) : rmoves (s88_board (2 + a) 0 3 (2 + d) 1) = [repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c122_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s29_board (2 + a) 3 (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH (2 + a) 3 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c122 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) 0 3 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c122_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c122_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c122_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c123_moves (a d e : nat) : rmoves (s88_board (2 + a) 0 3 (2 + d) (2 + e)) = [repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c123_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 0 3 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c123_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 0 3 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 3 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c123 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s88_dom (2 + a) 0 3 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) 0 3 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 0 3 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 0 3 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c123_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c123_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c123_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c123_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c123_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c124_moves (a : nat) : rmoves (s88_board (2 + a) 1 0 1 0) = [repeat T (2 + a) ++ [F; F; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c124_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; E])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) 2 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c124_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; E])).
Proof.
  apply (answer_form_L _ (s37_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E]) []); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c124 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 0 1 0 y1) (Hm : meas (s88_board (2 + a) 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c124_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c124_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c124_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c124_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c124_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c125_moves (a : nat) : rmoves (s88_board (2 + a) 1 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c125 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 0 0 y1) (Hm : meas (s88_board (2 + a) 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c125_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c126_moves (a : nat) : rmoves (s88_board (2 + a) 1 1 0 1) = [repeat T (2 + a) ++ [F; E; T; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c126_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]) (s99_board (2 + a)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c126 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 0 1 y1) (Hm : meas (s88_board (2 + a) 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c126_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c126_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c126_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c127_moves (a e : nat) : rmoves (s88_board (2 + a) 1 1 0 (2 + e)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c127_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; F]) []) (s46_board (2 + a) 1) (0) _ (s46_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; F]) []); [reflexivity | unfold s46_board; target_board_eq | strip_offset].
  - unfold s46_form; apply form_int; zlia.
  - intros HT; apply (use46 IH (2 + a) 1 y1); [unfold s46_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c127_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + e)) []) (s46_board (2 + a) (2 + e)) (0) _ (s46_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: repeat F (2 + e)) []); [reflexivity | unfold s46_board; target_board_eq | strip_offset].
  - unfold s46_form; apply form_int; zlia.
  - intros HT; apply (use46 IH (2 + a) (2 + e) y1); [unfold s46_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c127 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 0 (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 1 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c127_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c127_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c127_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c127_t1_a2 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c127_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c128_moves (a : nat) : rmoves (s88_board (2 + a) 1 1 1 0) = [repeat T (2 + a) ++ [F; F; T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c128_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E]) [(1, 1)]) (s37_board (2 + a)) (1) _ (s37_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c128 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 1 0 y1) (Hm : meas (s88_board (2 + a) 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c128_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s88_c128_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c128_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c129_moves (a : nat) : rmoves (s88_board (2 + a) 1 1 1 1) = [repeat T (2 + a) ++ [F; F; T; E; E; F]; repeat T (2 + a) ++ [F; E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c129_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s51_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s51_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) []); [strip_eq | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c129_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c129_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c129_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s56_board (2 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s56_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s56_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c129 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 1 1 y1) (Hm : meas (s88_board (2 + a) 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c129_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c129_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c129_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c129_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c129_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c129_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c129_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c129_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s88_c129_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c130_moves (a e : nat) : rmoves (s88_board (2 + a) 1 1 1 (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e); repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c130_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c130_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s55_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s55_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; F]) []); [strip_eq | unfold s55_board; target_board_eq | strip_offset].
  - unfold s55_form; apply form_int; zlia.
  - intros HT; apply (use55 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s55_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c130_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s56_board (2 + a) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s56_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s56_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c130 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c130_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c130_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c130_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c130_t2_a1 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c130_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c130_t2_a2 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s88_c130_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c131_moves (a d : nat) : rmoves (s88_board (2 + a) 1 1 (2 + d) 0) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c131_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []) (s87_board (2 + a) 2 1) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c131_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []) (s88_board (2 + a) 2 1 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c131_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s87_board (2 + a) 2 (2 + d)) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 (2 + d) (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c131_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board (2 + a) 2 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c131 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) 1 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c131_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c131_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c131_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c131_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c131_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c131_t1_a3 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c131_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c131_t1_a4 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c131_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c132_moves (a d : nat) : rmoves (s88_board (2 + a) 1 1 (2 + d) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c132_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []) (s88_board (2 + a) 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c132_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board (2 + a) 2 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c132_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c132_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c132 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c132_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c132_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c132_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c132_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s88_c132_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c132_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s88_c132_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c132_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s88_c132_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c133_moves (a d e : nat) : rmoves (s88_board (2 + a) 1 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c133_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board (2 + a) 2 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c133_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board (2 + a) 2 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c133_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c133_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c133 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c133_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c133_t1_a1 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c133_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c133_t1_a2 IH a d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c133_moves a d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c133_t2_a1 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c133_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c133_t2_a2 IH a d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c133_moves a d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c134_moves (a c : nat) : rmoves (s88_board (2 + a) 1 (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c134 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) 0 0 y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c134_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c135_moves (a c : nat) : rmoves (s88_board (2 + a) 1 (2 + c) 0 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c135_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 1 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c135_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c135 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) 0 1 y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c135_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c135_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s88_c135_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c135_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s88_c135_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c136_moves (a c e : nat) : rmoves (s88_board (2 + a) 1 (2 + c) 0 (2 + e)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c136_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c136_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c136 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) 0 (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c136_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c136_t1_a1 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c136_moves a c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c136_t1_a2 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c136_moves a c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c137_moves (a c : nat) : rmoves (s88_board (2 + a) 1 (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c137 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) 1 0 y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c137_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c138_moves (a c : nat) : rmoves (s88_board (2 + a) 1 (2 + c) 1 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c138_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 1 (2 + c) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 (2 + c) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c138_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E])).
Proof.
  apply (answer_form_L _ (s83_board (2 + a) (2 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E]) []); [strip_eq | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) (2 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c138 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) 1 1 y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c138_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c138_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s88_c138_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c138_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s88_c138_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c139_moves (a c e : nat) : rmoves (s88_board (2 + a) 1 (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c139_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s83_board (2 + a) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; F; E; F]) []); [strip_eq | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c139_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s83_board (2 + a) (2 + c) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s83_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) (2 + c) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s83_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c139 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c139_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c139_t1_a1 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c139_moves a c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c139_t1_a2 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s88_c139_moves a c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c140_moves (a c d : nat) : rmoves (s88_board (2 + a) 1 (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c140 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c140_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c141_moves (a c d : nat) : rmoves (s88_board (2 + a) 1 (2 + c) (2 + d) 1) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c141_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 1 (2 + c) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 1 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c141_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c141 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c141_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c141_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c141_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c141_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s88_c141_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c142_moves (a c d e : nat) : rmoves (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c142_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c142_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) 1 (2 + c) (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + c) (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c142 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c142_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c142_t1_a1 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c142_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c142_t1_a2 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c142_moves a c d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c143_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 0 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c143 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 0 0 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 0 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c143_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c144_moves (a b : nat) : rmoves (s88_board (2 + a) (6 + b) 0 0 2) = [repeat T (2 + a) ++ repeat F (6 + b) ++ [E; F; E; F]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c144_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (6 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (6 + b) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (6 + b) ++ [E; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (6 + b) ++ [E; F; E; F])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (6 + b) 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (6 + b) ++ [E; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (6 + b) 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c144 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (6 + b) 0 0 2 y1) (Hm : meas (s88_board (2 + a) (6 + b) 0 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (6 + b) 0 0 2)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (6 + b) 0 0 2)) in Hg. cbn [rights] in Hg. rewrite s88_c144_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (6 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (6 + b) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2)%Z) by zlia. exact (s88_c144_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c144_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c145_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 0 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c145_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) (3 + b) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) (3 + b) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c145_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s129_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) []); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c145 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 0 1 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 0 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c145_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c145_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c145_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c145_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c145_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c146_moves (a b : nat) : rmoves (s88_board (2 + a) (4 + b) 0 1 1) = [repeat T (2 + a) ++ repeat F (5 + b) ++ [E; E; F]; repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c146_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; E; F])).
Proof.
  apply (answer_form_L _ (s218_board (2 + a) (5 + b) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; E; F]) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (2 + a) (5 + b) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s218_dom; right; right; right; right; left; zlia | unfold s218_dom; right; right; right; right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s88_c146_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c146 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (4 + b) 0 1 1 y1) (Hm : meas (s88_board (2 + a) (4 + b) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (4 + b) 0 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (4 + b) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c146_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s88_c146_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c146_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + b) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s88_c146_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s88_c146_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c147_moves (a b d : nat) : rmoves (s88_board (2 + a) (2 + b) 0 (2 + d) 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c147_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s88_board (2 + a) (3 + b) 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c147_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (3 + b) 0 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 0 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c147 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 0 (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 0 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 0 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 0 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c147_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c147_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c147_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s88_c147_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c147_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c148_moves (a b d : nat) : rmoves (s88_board (2 + a) (3 + b) 0 (2 + d) 1) = [repeat T (2 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + d) ++ [E; F]; repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c148_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c148_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (4 + b) 0 (2 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: repeat F (2 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 0 (2 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c148_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (3 + b) 0 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 0 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c148 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (3 + b) 0 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) (3 + b) 0 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (3 + b) 0 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (3 + b) 0 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c148_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s88_c148_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c148_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s88_c148_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c148_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s88_c148_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c148_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c149_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 1 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c149 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 0 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c149_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c150_moves (a : nat) : rmoves (s88_board (4 + a) 3 1 0 1) = [repeat T (4 + a) ++ [F; F; F; E; T; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c150_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ [F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (4 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (4 + a) 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c150 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s88_dom (4 + a) 3 1 0 1 y1) (Hm : meas (s88_board (4 + a) 3 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (4 + a) 3 1 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (4 + a) 3 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c150_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c150_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s88_c150_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c151_moves (a e : nat) : rmoves (s88_board (4 + a) 3 1 0 (2 + e)) = [repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c151_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (4 + a) 3 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; T; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) 3 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c151_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (4 + a) 3 1 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: F :: E :: T :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (4 + a) 3 1 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c151 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s88_dom (4 + a) 3 1 0 (2 + e) y1) (Hm : meas (s88_board (4 + a) 3 1 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (4 + a) 3 1 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (4 + a) 3 1 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c151_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s88_c151_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c151_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s88_c151_t1_a2 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s88_c151_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c152_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 1 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c152_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1)]) (s129_board (2 + a) (3 + b)) (1) _ (s129_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1)]); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (1 + y1)); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c152 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 1 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c152_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1))%Z) by zlia. exact (s88_c152_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c152_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c153_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c153_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s130_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c153_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c153_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c153_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c153 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c153_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c153_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c153_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c153_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c153_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c153_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s88_c153_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c153_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s88_c153_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c154_moves (a b e : nat) : rmoves (s88_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c154_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) (3 + b) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + e)) []); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) (3 + b) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c154_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c154_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c154 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c154_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c154_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c154_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c154_t2_a1 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c154_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c154_t2_a2 IH a b e y1 Hw (move_below_r _ _ 1 _ _ (s88_c154_moves a b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c155_moves (a b d : nat) : rmoves (s88_board (2 + a) (2 + b) 1 (2 + d) 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c155_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []) (s87_board (2 + a) 3 1) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 1 (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c155_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []) (s88_board (2 + a) (3 + b) 1 1 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c155_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  assert (b = 0) by zlia; subst b.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []) (s87_board (2 + a) 3 (2 + d)) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 (2 + d) (Z.to_nat (- Z.of_nat y1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c155_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []) (s88_board (2 + a) (3 + b) 1 (2 + d) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c155 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c155_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c155_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c155_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c155_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c155_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c155_t1_a3 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c155_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c155_t1_a4 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c155_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c156_moves (a b d : nat) : rmoves (s88_board (2 + a) (2 + b) 1 (2 + d) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c156_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F]) []) (s88_board (2 + a) (3 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c156_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ [E; F])).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []) (s88_board (2 + a) (3 + b) 1 (2 + d) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E; F]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c156_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (2 + b) (3 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c156_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c156 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c156_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c156_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c156_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c156_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c156_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c156_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c156_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c156_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s88_c156_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c157_moves (a b d e : nat) : rmoves (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c157_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []) (s88_board (2 + a) (3 + b) 1 1 (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c157_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + d) ++ E :: repeat F (2 + e))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []) (s88_board (2 + a) (3 + b) 1 (2 + d) (2 + e)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ E :: repeat F (2 + e)) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) (2 + e) y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c157_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c157_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c157 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c157_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c157_t1_a1 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c157_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c157_t1_a2 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c157_moves a b d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c157_t2_a1 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c157_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s88_c157_t2_a2 IH a b d e y1 Hw (move_below_r _ _ 1 _ _ (s88_c157_moves a b d e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c158_moves (a b c : nat) : rmoves (s88_board (2 + a) (2 + b) (2 + c) 0 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c158 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) (2 + c) 0 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) (2 + c) 0 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s88_c158_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c159_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 2 0 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c159_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c159 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 2 0 1 y1) (Hm : meas (s88_board (2 + a) (2 + b) 2 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 2 0 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 2 0 1)) in Hg. cbn [rights] in Hg. rewrite s88_c159_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c159_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c159_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c160_moves (a b e : nat) : rmoves (s88_board (2 + a) (2 + b) 2 0 (2 + e)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c160_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c160_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c160 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 2 0 (2 + e) y1) (Hm : meas (s88_board (2 + a) (2 + b) 2 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 2 0 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 2 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c160_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c160_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c160_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c160_t1_a2 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c160_moves a b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c161_moves (a b c : nat) : rmoves (s88_board (2 + a) (2 + b) (2 + c) 1 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c161 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) (2 + c) 1 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) (2 + c) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) (2 + c) 1 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) (2 + c) 1 0)) in Hg. cbn [rights] in Hg. rewrite s88_c161_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c162_moves (a b : nat) : rmoves (s88_board (2 + a) (2 + b) 2 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c162_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; E])).
Proof.
  assert (b = 5) by zlia; subst b.
  apply (answer_form_L _ (s126_board (2 + a) 7 2 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; F; F; F; F; E; T; T; F; F; E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 7 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s88_c162_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c162 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 2 1 1 y1) (Hm : meas (s88_board (2 + a) (2 + b) 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 2 1 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 2 1 1)) in Hg. cbn [rights] in Hg. rewrite s88_c162_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 7 /\ Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 7 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s88_c162_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c162_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c162_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s88_c162_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c163_moves (a b e : nat) : rmoves (s88_board (2 + a) (2 + b) 2 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c163_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; T; F; F; E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c163_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: F :: F :: E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c163 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 2 1 (2 + e) y1) (Hm : meas (s88_board (2 + a) (2 + b) 2 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 2 1 (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 2 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c163_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c163_t1_a1 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c163_moves a b e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c163_t1_a2 IH a b e y1 Hw (move_below_r _ _ 0 _ _ (s88_c163_moves a b e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s88_c164_moves (a b c d : nat) : rmoves (s88_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c164 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) (2 + c) (2 + d) 0 y1) (Hm : meas (s88_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) (2 + c) (2 + d) 0)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) (2 + c) (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s88_c164_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s88_c165_moves (a b d : nat) : rmoves (s88_board (2 + a) (2 + b) 2 (2 + d) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c165_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 (3 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 (3 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c165 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 2 (2 + d) 1 y1) (Hm : meas (s88_board (2 + a) (2 + b) 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 2 (2 + d) 1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s88_c165_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s88_c165_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s88_c165_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s88_c166_moves (a b d e : nat) : rmoves (s88_board (2 + a) (2 + b) 2 (2 + d) (2 + e)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c166_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 (3 + d) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ [E; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 (3 + d) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c166_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 2 (3 + d) (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: T :: repeat F (3 + d) ++ E :: repeat F (2 + e)) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 2 (3 + d) (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c166 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d e y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 2 (2 + d) (2 + e) y1) (Hm : meas (s88_board (2 + a) (2 + b) 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s88_board (2 + a) (2 + b) 2 (2 + d) (2 + e))).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s88_c166_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s88_c166_t1_a1 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c166_moves a b d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 3 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s88_c166_t1_a2 IH a b d e y1 Hw (move_below_r _ _ 0 _ _ (s88_c166_moves a b d e) eq_refl Hm) Hd Hr). }
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
            exact (s88_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c2 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c3 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c4 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c5 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c6 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c7 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c8 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c9 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c10 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c11 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c12 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c13 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c14 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c15 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c16 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c17 IH c d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c18 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c19 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c20 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c21 IH e y1 Hdom Hm Hd Hr).
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
            exact (s88_c28 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c29 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c30 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c31 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c32 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c33 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c34 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c35 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c36 IH c d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c37 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c38 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c39 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c40 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c41 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c42 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c43 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c44 IH b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c45 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 5) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s88_c46 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 5) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s88_c47 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c48 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 3) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s88_c49 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 3) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s88_c50 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c51 IH b c d y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s88_c52 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s88_c53 IH e y1 Hdom Hm Hd Hr).
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
            exact (s88_c54 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s88_c55 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c56 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c57 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c58 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c59 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c60 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c61 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c62 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c63 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c64 IH c y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c65 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c66 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c67 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c68 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c69 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c70 IH y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c71 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c72 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c73 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c74 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c75 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c76 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c77 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c78 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c79 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c80 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c81 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c82 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c83 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c84 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c85 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c86 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c87 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c88 IH c d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c89 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c90 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c91 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c92 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c93 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c94 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c95 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c96 IH b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c97 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c98 IH b y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c99 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c100 IH b c y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c101 IH b y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c102 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c103 IH b c d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c104 IH b d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c105 IH b d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c106 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c107 IH a y1 Hdom Hm Hd Hr).
          }
          {
            do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s88_c108 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s88_c109 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c110 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c111 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c112 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c113 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c114 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c115 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c116 IH a d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c117 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c118 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c119 IH a y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c120 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c121 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c122 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 1) by zlia; subst c.
  exact (s88_c123 IH a d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c124 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c125 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c126 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c127 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c128 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c129 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c130 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c131 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c132 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c133 IH a d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c134 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c135 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c136 IH a c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c137 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c138 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c139 IH a c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c140 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c141 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c142 IH a c d e y1 Hdom Hm Hd Hr).
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
            exact (s88_c143 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
          {
            do 4 (destruct b as [|b]; [exfalso; zlia|]).
  assert (e = 0) by zlia; subst e.
  exact (s88_c144 IH a b y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c145 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s88_c146 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c147 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s88_c148 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c149 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  exact (s88_c150 IH a y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  exact (s88_c151 IH a e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c152 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c153 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c154 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c155 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c156 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s88_c157 IH a b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exact (s88_c158 IH a b c y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c159 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c160 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c161 IH a b c y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c162 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c163 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exact (s88_c164 IH a b c d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c165 IH a b d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s88_c166 IH a b d e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
  }
Qed.

Lemma s89_c1_moves : rmoves (s89_board 0 0) = [].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s89_dom 0 0 y1) (Hm : meas (s89_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 0 0)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s89_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s89_c2_moves : rmoves (s89_board 0 1) = [[F; E; T; F; T; E]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E]) [(1, 0)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s89_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s89_dom 0 1 y1) (Hm : meas (s89_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 0 1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s89_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s89_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s89_c3_moves (b : nat) : rmoves (s89_board 0 (2 + b)) = [F :: E :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s96_board 1 1 (2 + b)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + b) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s89_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s89_dom 0 (2 + b) y1) (Hm : meas (s89_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 0 (2 + b))).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s89_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s89_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s89_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s89_c4_moves : rmoves (s89_board 1 0) = [].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s89_dom 1 0 y1) (Hm : meas (s89_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 1 0)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s89_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s89_c5_moves : rmoves (s89_board 1 1) = [[T; F; E; T; F; T; E]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F]) [(1, 1)]) (s29_board 0 2 1) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 1 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s89_dom 1 1 y1) (Hm : meas (s89_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 1 1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s89_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s89_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s89_c6_moves (b : nat) : rmoves (s89_board 1 (2 + b)) = [T :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
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
Lemma s89_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
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
Lemma s89_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s89_dom 1 (2 + b) y1) (Hm : meas (s89_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board 1 (2 + b))).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s89_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s89_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c6_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s89_c6_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s89_c7_moves (a : nat) : rmoves (s89_board (2 + a) 0) = [].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s89_dom (2 + a) 0 y1) (Hm : meas (s89_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board (2 + a) 0)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s89_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s89_c8_moves (a : nat) : rmoves (s89_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; T; F; T; E]].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s89_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s89_dom (2 + a) 1 y1) (Hm : meas (s89_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board (2 + a) 1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s89_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s89_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s89_c9_moves (a b : nat) : rmoves (s89_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s89_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s89_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s89_dom (2 + a) (2 + b) y1) (Hm : meas (s89_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s89_board (2 + a) (2 + b))).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s89_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s89_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s89_c9_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s89_c9_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s89_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C89 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s89_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s89_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s89_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s89_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s89_c9 IH a b y1 Hdom Hm Hd Hr).
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
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s91_board 0 0 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board 0 0 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: repeat T (3 + c) ++ [F]) []) (s134_board 0 (3 + c) 0 0) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH 0 (3 + c) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 0 0 (2 + c) 1 y1) (Hm : meas (s91_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 0 0 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s91_c1_f1_a1 IH c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c2_moves (c d : nat) : rmoves (s91_board 0 0 (2 + c) (2 + d)) = [].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s91_board 0 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board 0 0 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s159_board 0 0 (3 + c) (2 + d)) (0) _ (s159_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 0 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s159_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s91_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s91_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s91_c2_f1_a2 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c3_moves (c : nat) : rmoves (s91_board 0 2 (2 + c) 0) = [F :: T :: E :: F :: E :: repeat T (2 + c)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: F :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: repeat T (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E]) [(2 + c, 0)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) [(2 + c, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 0 2 (2 + c) 0 y1) (Hm : meas (s91_board 0 2 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 0 2 (2 + c) 0)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 0 2 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s91_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s91_c3_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c4_moves (c : nat) : rmoves (s91_board 0 2 (2 + c) 1) = [F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []) (s90_board (2 + c)) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (2 + c) y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 0 2 (2 + c) 1 y1) (Hm : meas (s91_board 0 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 0 2 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 0 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s91_c4_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c5_moves (c d : nat) : rmoves (s91_board 0 2 (2 + c) (2 + d)) = [F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s96_board 1 (2 + c) (2 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (2 + c) (2 + d) y1); [unfold s96_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s91_dom 0 2 (2 + c) (2 + d) y1) (Hm : meas (s91_board 0 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 0 2 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 0 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c5_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c5_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c6_moves (c : nat) : rmoves (s91_board 1 1 (2 + c) 1) = [T :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s132_board 1 (2 + c) 1) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH 1 (2 + c) 1 y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c6_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s91_board 1 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board 1 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) []) (s60_board 1 (3 + c) 1) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 1 1 (2 + c) 1 y1) (Hm : meas (s91_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 1 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s91_c6_f1_a3 IH c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 <= 1)%Z) by zlia. exact (s91_c6_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s91_c6_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c7_moves (c d : nat) : rmoves (s91_board 1 1 (2 + c) (2 + d)) = [T :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s132_board 1 (2 + c) (2 + d)) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH 1 (2 + c) (2 + d) y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c7_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s91_board 1 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board 1 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s60_board 1 (3 + c) (2 + d)) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s91_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s91_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s91_c7_f1_a4 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 <= 1)%Z) by zlia. exact (s91_c7_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c7_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c8_moves (c : nat) : rmoves (s91_board 1 2 (2 + c) 0) = [T :: F :: T :: E :: F :: E :: repeat T (2 + c)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E]) [(2 + c, 0)]) (s39_board 1) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) [(2 + c, 0)]); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH 1 y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 1 2 (2 + c) 0 y1) (Hm : meas (s91_board 1 2 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 2 (2 + c) 0)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 2 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s91_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c8_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s91_c8_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c9_moves (c : nat) : rmoves (s91_board 1 2 (2 + c) 1) = [T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []) (s170_board 1 1 (2 + c) 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 (2 + c) 1 y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s91_dom 1 2 (2 + c) 1 y1) (Hm : meas (s91_board 1 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 2 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c9_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s91_c9_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c10_moves (c d : nat) : rmoves (s91_board 1 2 (2 + c) (2 + d)) = [T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s170_board 1 1 (2 + c) (2 + d)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 (2 + c) (2 + d) y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s91_dom 1 2 (2 + c) (2 + d) y1) (Hm : meas (s91_board 1 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board 1 2 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board 1 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c10_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c10_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c11_moves (a c : nat) : rmoves (s91_board (3 + a) 0 (2 + c) 1) = [].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c11_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (3 + a) 0 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (3 + a) 0 (2 + c) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ [F]) []) (s134_board (4 + a) (3 + c) 0 0) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (4 + a) (3 + c) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s91_dom (3 + a) 0 (2 + c) 1 y1) (Hm : meas (s91_board (3 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (3 + a) 0 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c11_f1_a5 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (3 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c12_moves (a c d : nat) : rmoves (s91_board (3 + a) 0 (2 + c) (2 + d)) = [].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c12_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (3 + a) 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (3 + a) 0 (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s159_board (4 + a) 0 (3 + c) (2 + d)) (0) _ (s159_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ E :: E :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (4 + a) 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s159_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s91_dom (3 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s91_board (3 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (3 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c12_f1_a6 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (3 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s91_c13_moves (a c : nat) : rmoves (s91_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s132_board (2 + a) (2 + c) 1) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (2 + a) (2 + c) 1 y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c13_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (2 + a) 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (2 + a) 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) []) (s60_board (2 + a) (3 + c) 1) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s91_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s91_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c13_f1_a7 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s91_c13_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s91_c13_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c14_moves (a c d : nat) : rmoves (s91_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s132_board (2 + a) (2 + c) (2 + d)) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (2 + a) (2 + c) (2 + d) y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c14_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s91_board (2 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s91_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []) (s60_board (2 + a) (3 + c) (2 + d)) (0) _ (s60_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s91_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (3 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s60_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s91_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s91_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s91_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s91_c14_f1_a8 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s91_c14_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c14_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c15_moves (a c : nat) : rmoves (s91_board (2 + a) 2 (2 + c) 0) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(2 + c, 0)]) (s39_board (2 + a)) (0) _ (s39_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(2 + c, 0)]); [reflexivity | unfold s39_board; target_board_eq | strip_offset].
  - unfold s39_form; apply form_int; zlia.
  - intros HT; apply (use39 IH (2 + a) y1); [unfold s39_dom; zlia | unfold lex3; lia].
Qed.
Lemma s91_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s91_dom (2 + a) 2 (2 + c) 0 y1) (Hm : meas (s91_board (2 + a) 2 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 2 (2 + c) 0)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 2 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s91_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c15_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s91_c15_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c16_moves (a c : nat) : rmoves (s91_board (2 + a) 2 (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []) (s170_board (2 + a) 1 (2 + c) 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (2 + c) 1 y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s91_dom (2 + a) 2 (2 + c) 1 y1) (Hm : meas (s91_board (2 + a) 2 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 2 (2 + c) 1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 2 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s91_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c16_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s91_c16_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s91_c17_moves (a c d : nat) : rmoves (s91_board (2 + a) 2 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []) (s170_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + a) 1 (2 + c) (2 + d) y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s91_dom (2 + a) 2 (2 + c) (2 + d) y1) (Hm : meas (s91_board (2 + a) 2 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s91_board (2 + a) 2 (2 + c) (2 + d))).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s91_board (2 + a) 2 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s91_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c17_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s91_c17_moves a c d) eq_refl Hm) Hd Hr). }

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
          assert (b = 0) by zlia; subst b.
  exact (s91_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c4 IH c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c5 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s91_c6 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s91_c7 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c8 IH c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c9 IH c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c10 IH c d y1 Hdom Hm Hd Hr).
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
  exact (s91_c11 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s91_c12 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s91_c13 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s91_c14 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c15 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c16 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  exact (s91_c17 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

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
  - intros HT; apply (use60 IH 1 (3 + c) 1 y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use60 IH 1 (3 + c) (2 + d) y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use96 IH (3 + b) (2 + c) (2 + d) y1); [unfold s96_dom; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use133 IH (2 + a) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use133 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; right; left; zlia | unfold lex3; lia].
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

Lemma s93_c1_moves : rmoves (s93_board 0) = [[E; T; F; T; E; T; F]].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; T; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E; T; T; F]) []) (s90_board 2) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 2 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s93_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s93_dom 0 y1) (Hm : meas (s93_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s93_board 0)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s93_board 0)) in Hg. cbn [rights] in Hg. rewrite s93_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s93_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s93_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s93_c2_moves (a : nat) : rmoves (s93_board (2 + a)) = [repeat T (2 + a) ++ [E; T; F; T; E; T; F]].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []) (s91_board (2 + a) 1 2 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; T; F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 2 1 y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s93_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (s93_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s93_board (2 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; E; T; T; F; T; F]) []) (s134_board (3 + a) 2 1 1) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s93_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; E; T; T; F; T; F]) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (3 + a) 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s93_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s93_dom (2 + a) y1) (Hm : meas (s93_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s93_board (2 + a))).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s93_c2_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s93_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s93_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2)%Z) by zlia. exact (s93_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s93_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s93_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C93 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s93_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s93_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exfalso; zlia.
  }
  {
    exact (s93_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s94_c1_moves (b : nat) : rmoves (s94_board 0 (2 + b)) = [E :: T :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s96_board 1 2 (2 + b)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 2 (2 + b) y1); [unfold s96_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s94_dom 0 (2 + b) y1) (Hm : meas (s94_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s94_board 0 (2 + b))).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s94_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s94_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s94_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s94_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s94_c2_moves (a b : nat) : rmoves (s94_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s91_board (2 + a) 1 2 (2 + b)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (2 + a) 1 2 (2 + b) y1); [unfold s91_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s94_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s94_board (2 + a) (2 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: T :: repeat F (2 + b)) []) (s134_board (3 + a) 2 1 (2 + b)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s94_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: E :: T :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (3 + a) 2 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s94_dom (2 + a) (2 + b) y1) (Hm : meas (s94_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s94_board (2 + a) (2 + b))).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s94_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s94_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s94_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s94_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s94_c2_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s94_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s94_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s95_c1_moves (a : nat) : rmoves (s95_board (2 + a) 1) = [E :: repeat T (2 + a) ++ [F; F; T; E]].
Proof. unfold s95_board. tf_options. Qed.
Lemma s95_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: repeat T (2 + a) ++ [F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ [F; F; E]) [(1, 0)]) (s29_board 0 (2 + a) 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 (2 + a) 2 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s95_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s95_dom (2 + a) 1 y1) (Hm : meas (s95_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s95_board (2 + a) 1)).
Proof.
  unfold s95_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s95_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s95_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s95_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s95_c1_moves a) eq_refl Hm) Hd Hr). }

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
  - intros HT; apply (use135 IH 1 2 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use135 IH 1 2 1 (2 + c) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use91 IH 0 0 (2 + b) (2 + c) y1); [unfold s91_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use135 IH (2 + a) 2 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use135 IH (2 + a) 2 1 (2 + c) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
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
Lemma s98_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) []) (s57_board 0 1 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) []); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
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
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s98_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s98_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s98_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s98_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s98_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C98 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s98_dom in Hdom.
  exact (s98_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s99_c1_moves (a : nat) : rmoves (s99_board (2 + a)) = [repeat T (2 + a) ++ [F; E; F; E]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E]) []) (s20_board (1 + a) 0) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E]) []); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (1 + a) 0 y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
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
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s99_c1_moves a) eq_refl Hm) Hd Hr). }

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
  - intros HT; apply (use60 IH 1 0 0 y1); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
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

Lemma s101_c1_moves : rmoves (s101_board 0) = [[F; F; T; E; F; T; E]].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([T; E; F; E]) [(1, 0)]) (s9_board 1 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s101_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s101_dom 0 y1) (Hm : meas (s101_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s101_board 0)).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s101_board 0)) in Hg. cbn [rights] in Hg. rewrite s101_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s101_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s101_c2_moves : rmoves (s101_board 1) = [[T; F; F; T; E; F; T; E]].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; T; E; F; E]) [(1, 0)]) (s137_board 1) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; E]) [(1, 0)]); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s101_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s101_dom 1 y1) (Hm : meas (s101_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s101_board 1)).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s101_board 1)) in Hg. cbn [rights] in Hg. rewrite s101_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s101_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s101_c3_moves (a : nat) : rmoves (s101_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; F; T; E]].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]) (s137_board (2 + a)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; E]) [(1, 0)]); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s101_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s101_dom (2 + a) y1) (Hm : meas (s101_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s101_board (2 + a))).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s101_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s101_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s101_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s101_c3_moves a) eq_refl Hm) Hd Hr). }

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
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) (2 + c) y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
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

Lemma s105_c1_moves : rmoves (s105_board 0) = [[F; T; E; T; F; T; F; E]].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; T; F; E]) []) (s175_board 0 0 2) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 0 0 2 y1); [unfold s175_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s105_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s105_dom 0 y1) (Hm : meas (s105_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s105_board 0)).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s105_board 0)) in Hg. cbn [rights] in Hg. rewrite s105_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s105_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s105_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s105_c2_moves : rmoves (s105_board 1) = [[T; F; T; E; T; F; T; F; E]].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; T; F; E]) []) (s140_board) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s105_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s105_dom 1 y1) (Hm : meas (s105_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s105_board 1)).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s105_board 1)) in Hg. cbn [rights] in Hg. rewrite s105_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s105_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s105_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s105_c3_moves (a : nat) : rmoves (s105_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []) (s141_board (2 + a)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s105_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s105_dom (2 + a) y1) (Hm : meas (s105_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s105_board (2 + a))).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s105_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s105_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s105_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s105_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s105_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C105 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s105_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s105_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s105_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s105_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s106_c1_moves : rmoves (s106_board 0) = [[F; F; T; E; E; T; F]; [F; E; T; F; F; T; E]].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; E; T; F]) []) (s81_board 0 0 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; E; T; F]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 1 y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s106_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; F; E]) [(1, 0)]) (s17_board 0) (0) _ (s17_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 y1); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s106_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s106_dom 0 y1) (Hm : meas (s106_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s106_board 0)).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s106_board 0)) in Hg. cbn [rights] in Hg. rewrite s106_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s106_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s106_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s106_c2_moves : rmoves (s106_board 1) = [[T; F; F; T; E; E; T; F]; [T; F; E; T; F; F; T; E]].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; E; T; F]) []) (s142_board 1 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s106_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F]) [(1, 1)]) (s29_board 0 2 2) (0) _ (s29_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F]) [(1, 1)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 y1); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s106_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s106_dom 1 y1) (Hm : meas (s106_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s106_board 1)).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s106_board 1)) in Hg. cbn [rights] in Hg. rewrite s106_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s106_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s106_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s106_c3_moves (a : nat) : rmoves (s106_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; E; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; T; E]].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) []) (s142_board (2 + a) 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s106_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]) (s52_board (2 + a) 2) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s106_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s106_dom (2 + a) y1) (Hm : meas (s106_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s106_board (2 + a))).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s106_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s106_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s106_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s106_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s106_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s106_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C106 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s106_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s106_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s106_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s106_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s107_c1_moves : rmoves (s107_board 0 0) = [].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s107_dom 0 0 y1) (Hm : meas (s107_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board 0 0)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s107_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s107_c2_moves : rmoves (s107_board 0 1) = [[F; F; T; E; F; T; E]].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s107_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s107_dom 0 1 y1) (Hm : meas (s107_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board 0 1)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s107_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s107_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s107_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s107_c3_moves (b : nat) : rmoves (s107_board 0 (2 + b)) = [F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s15_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s15_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; T; E; F]) []); [strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s278_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s107_c3_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (T :: E :: F :: E :: T :: repeat F (2 + b)) []) (s223_board 0 0 1 (2 + b)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 1 (2 + b) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s107_dom 0 (2 + b) y1) (Hm : meas (s107_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board 0 (2 + b))).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s107_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s107_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s107_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s107_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s107_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s107_c3_t1_a3 IH b y1 Hw (move_below_r _ _ 0 _ _ (s107_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s107_c4_moves : rmoves (s107_board 1 0) = [].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s107_dom 1 0 y1) (Hm : meas (s107_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board 1 0)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s107_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s107_c5_moves : rmoves (s107_board 1 1) = [[T; F; F; T; E; F; T; E]].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s201_board 1 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s201_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F]) [(1, 1)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 1 y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s107_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s107_dom 1 1 y1) (Hm : meas (s107_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board 1 1)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s107_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s107_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s107_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s107_c6_moves (b : nat) : rmoves (s107_board 1 (2 + b)) = [T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s143_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s143_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; T; E; F]) []); [strip_eq | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s326_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s326_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; F; T; E; F]) []); [strip_eq | unfold s326_board; target_board_eq | strip_offset].
  - unfold s326_form; apply form_int; zlia.
  - intros HT; apply (use326 IH 1 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s326_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c6_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) []) (s144_board 1 (2 + b)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH 1 (2 + b) y1); [unfold s144_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s107_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s107_dom 1 (2 + b) y1) (Hm : meas (s107_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board 1 (2 + b))).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s107_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s107_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s107_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s107_c6_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s107_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s107_c6_t1_a3 IH b y1 Hw (move_below_r _ _ 0 _ _ (s107_c6_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s107_c7_moves (a : nat) : rmoves (s107_board (2 + a) 0) = [].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s107_dom (2 + a) 0 y1) (Hm : meas (s107_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board (2 + a) 0)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s107_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s107_c8_moves (a : nat) : rmoves (s107_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; T; E; F; T; E]].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s201_board (2 + a) 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s201_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F]) [(1, 1)]); [strip_eq | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) 1 y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s107_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s107_dom (2 + a) 1 y1) (Hm : meas (s107_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board (2 + a) 1)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s107_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s107_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s107_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s107_c9_moves (a b : nat) : rmoves (s107_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s143_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s143_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; T; E; F]) []); [strip_eq | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s326_board (2 + a) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s326_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; F; T; E; F]) []); [strip_eq | unfold s326_board; target_board_eq | strip_offset].
  - unfold s326_form; apply form_int; zlia.
  - intros HT; apply (use326 IH (2 + a) 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s326_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c9_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) []) (s144_board (2 + a) (2 + b)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH (2 + a) (2 + b) y1); [unfold s144_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s107_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s107_dom (2 + a) (2 + b) y1) (Hm : meas (s107_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s107_board (2 + a) (2 + b))).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s107_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s107_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s107_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s107_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s107_c9_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s107_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s107_c9_t1_a3 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s107_c9_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s107_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C107 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s107_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s107_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s107_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s107_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s107_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s107_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s107_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s107_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s107_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s107_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s108_c1_moves : rmoves (s108_board 0) = [[F; F; T; E; E; F; T; F]; [F; E; T; F; F; E; T; F]].
Proof. unfold s108_board. tf_options. Qed.
Lemma s108_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s28_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 0 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s108_dom 0 y1) (Hm : meas (s108_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s108_board 0)).
Proof.
  unfold s108_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s108_board 0)) in Hg. cbn [rights] in Hg. rewrite s108_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s108_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s108_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s108_c1_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s108_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s108_c1_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s108_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s108_c2_moves : rmoves (s108_board 1) = [[T; F; F; T; E; E; F; T; F]; [T; F; E; T; F; F; E; T; F]].
Proof. unfold s108_board. tf_options. Qed.
Lemma s108_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s145_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s145_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s147_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; T; F]) []) (s135_board 2 2 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s108_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; T; F]) []) (s284_board 2) (-1) _ (s284_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s108_dom 1 y1) (Hm : meas (s108_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s108_board 1)).
Proof.
  unfold s108_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s108_board 1)) in Hg. cbn [rights] in Hg. rewrite s108_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s108_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s108_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s108_c2_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s108_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s108_c2_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s108_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s108_c3_moves (a : nat) : rmoves (s108_board (2 + a)) = [repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]].
Proof. unfold s108_board. tf_options. Qed.
Lemma s108_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s145_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s145_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s147_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s148_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s148_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [strip_eq | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s108_dom (2 + a) y1) (Hm : meas (s108_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s108_board (2 + a))).
Proof.
  unfold s108_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s108_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s108_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s108_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s108_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s108_c3_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s108_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s108_c3_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s108_c3_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s108_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C108 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s108_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s108_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s108_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s108_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s109_c1_moves (b : nat) : rmoves (s109_board 0 (2 + b)) = [F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b); F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s109_board. tf_options. Qed.
Lemma s109_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s109_dom 0 (2 + b) y1) (Hm : meas (s109_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s109_board 0 (2 + b))).
Proof.
  unfold s109_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s109_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s109_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s109_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s109_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s109_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s109_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s109_c2_moves (b : nat) : rmoves (s109_board 1 (2 + b)) = [T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b); T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s109_board. tf_options. Qed.
Lemma s109_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s225_board 1 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH 1 2 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s147_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s135_board 2 2 1 (2 + b)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s109_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s285_board 2 (2 + b)) (-1) _ (s285_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s109_dom 1 (2 + b) y1) (Hm : meas (s109_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s109_board 1 (2 + b))).
Proof.
  unfold s109_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s109_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s109_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s109_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s109_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s109_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s109_c2_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s109_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s109_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s109_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s109_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s109_c3_moves (a b : nat) : rmoves (s109_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s109_board. tf_options. Qed.
Lemma s109_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s225_board (2 + a) 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH (2 + a) 2 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s147_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s148_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s148_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s109_dom (2 + a) (2 + b) y1) (Hm : meas (s109_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s109_board (2 + a) (2 + b))).
Proof.
  unfold s109_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s109_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s109_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s109_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s109_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s109_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s109_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s109_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s109_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s109_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s109_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      exact (s109_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s109_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s109_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s110_c1_moves : rmoves (s110_board 0) = [[F; T; E; T; F; T; F; F; E]].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; T; F; F; E]) []) (s265_board 2) (0) _ (s265_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; F; E]) []); [reflexivity | unfold s265_board; target_board_eq | strip_offset].
  - unfold s265_form; apply form_int; zlia.
  - intros HT; apply (use265 IH 2 y1); [unfold s265_dom; zlia | unfold lex3; lia].
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
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s110_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s110_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s110_c2_moves : rmoves (s110_board 1) = [[T; F; T; E; T; F; T; F; F; E]].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
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
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s110_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s110_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s110_c3_moves (a : nat) : rmoves (s110_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E]].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
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
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s110_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s110_c3_moves a) eq_refl Hm) Hd Hr). }

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

Lemma s111_c1_moves : rmoves (s111_board 0) = [[F; T; E; T; F; T; F; F; E; F]; [E; T; F; T; F; T; F; F; F; E]].
Proof. unfold s111_board. tf_options. Qed.
Lemma s111_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; T; F; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; T; F; T; F; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; T; F; T; F; F; E; F]) []) (s311_board 1 2) (0) _ (s311_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; F; E; F]) []); [reflexivity | unfold s311_board; target_board_eq | strip_offset].
  - unfold s311_form; apply form_int; zlia.
  - intros HT; apply (use311 IH 1 2 y1); [unfold s311_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; T; F; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s151_board 0 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s151_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; T; F; F; F; E]) []); [strip_eq | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH 0 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s111_dom 0 y1) (Hm : meas (s111_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s111_board 0)).
Proof.
  unfold s111_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s111_board 0)) in Hg. cbn [rights] in Hg. rewrite s111_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s111_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s111_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s111_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s111_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s111_c2_moves : rmoves (s111_board 1) = [[T; F; T; E; T; F; T; F; F; E; F]; [T; E; T; F; T; F; T; F; F; F; E]].
Proof. unfold s111_board. tf_options. Qed.
Lemma s111_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; T; F; F; E; F]) []) (s150_board 1) (0) _ (s150_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; F; E; F]) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH 1 y1); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; T; F; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; T; F; T; F; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; F; T; F; F; F; E]) []) (s316_board) (0) _ (s316_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; T; F; F; F; E]) []); [reflexivity | unfold s316_board; target_board_eq | strip_offset].
  - unfold s316_form; apply form_int; zlia.
  - intros HT; apply (use316 IH y1); [unfold s316_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s111_dom 1 y1) (Hm : meas (s111_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s111_board 1)).
Proof.
  unfold s111_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s111_board 1)) in Hg. cbn [rights] in Hg. rewrite s111_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s111_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s111_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s111_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s111_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s111_c3_moves (a : nat) : rmoves (s111_board (2 + a)) = [repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E; F]; repeat T (2 + a) ++ [E; T; F; T; F; T; F; F; F; E]].
Proof. unfold s111_board. tf_options. Qed.
Lemma s111_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; E; F]) []) (s150_board (2 + a)) (0) _ (s150_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F; E; F]) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH (2 + a) y1); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; T; F; T; F; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; T; F; T; F; F; F; E])).
Proof.
  apply (answer_form_L _ (s151_board (2 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s151_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F; T; F; F; F; E]) []); [strip_eq | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (2 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s111_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s111_dom (2 + a) y1) (Hm : meas (s111_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s111_board (2 + a))).
Proof.
  unfold s111_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s111_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s111_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s111_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s111_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s111_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s111_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s111_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C111 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s111_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s111_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s111_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s111_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s112_c1_moves (b : nat) : rmoves (s112_board 0 (2 + b)) = [F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b); E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s112_board. tf_options. Qed.
Lemma s112_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []) (s312_board 1 2 (2 + b)) (0) _ (s312_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH 1 2 (2 + b) y1); [unfold s312_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s153_board 0 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; T; F; F; F; E; F]) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH 0 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s153_board 0 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH 0 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s112_dom 0 (2 + b) y1) (Hm : meas (s112_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s112_board 0 (2 + b))).
Proof.
  unfold s112_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s112_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s112_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s112_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s112_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s112_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s112_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s112_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s112_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s112_c2_moves (b : nat) : rmoves (s112_board 1 (2 + b)) = [T :: F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b); T :: E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s112_board. tf_options. Qed.
Lemma s112_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []) (s152_board 1 (2 + b)) (0) _ (s152_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH 1 (2 + b) y1); [unfold s152_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; T; T; F; T; F; T; F; F; F; E; F]) []) (s317_board) (0) _ (s317_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; T; F; F; F; E; F]) []); [reflexivity | unfold s317_board; target_board_eq | strip_offset].
  - unfold s317_form; apply form_int; zlia.
  - intros HT; apply (use317 IH y1); [unfold s317_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []) (s318_board (2 + b)) (0) _ (s318_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s318_board; target_board_eq | strip_offset].
  - unfold s318_form; apply form_int; zlia.
  - intros HT; apply (use318 IH (2 + b) y1); [unfold s318_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s112_dom 1 (2 + b) y1) (Hm : meas (s112_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s112_board 1 (2 + b))).
Proof.
  unfold s112_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s112_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s112_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s112_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s112_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s112_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s112_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s112_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s112_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s112_c3_moves (a b : nat) : rmoves (s112_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s112_board. tf_options. Qed.
Lemma s112_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []) (s152_board (2 + a) (2 + b)) (0) _ (s152_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH (2 + a) (2 + b) y1); [unfold s152_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s153_board (2 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F; T; F; F; F; E; F]) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (2 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s112_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s153_board (2 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s153_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: T :: F :: F :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (2 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s153_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s112_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s112_dom (2 + a) (2 + b) y1) (Hm : meas (s112_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s112_board (2 + a) (2 + b))).
Proof.
  unfold s112_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s112_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s112_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s112_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s112_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s112_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s112_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s112_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s112_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s112_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s112_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s112_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s113_c1_moves : rmoves (s113_board 0) = [[F; E; T; F; F; E]].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) []); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s113_dom 0 y1) (Hm : meas (s113_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s113_board 0)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s113_board 0)) in Hg. cbn [rights] in Hg. rewrite s113_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s113_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s113_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s113_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s113_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s113_c2_moves : rmoves (s113_board 1) = [[T; F; E; T; F; F; E]].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) []) (s29_board 0 2 2) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) []) (s88_board 0 0 2 2 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s113_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s113_dom 1 y1) (Hm : meas (s113_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s113_board 1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s113_board 1)) in Hg. cbn [rights] in Hg. rewrite s113_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s113_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s113_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s113_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s113_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s113_c3_moves (a : nat) : rmoves (s113_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; F; F; E]].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E])).
Proof.
  apply (answer_form_L _ (s56_board (2 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s56_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) []); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s56_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s113_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s113_dom (2 + a) y1) (Hm : meas (s113_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s113_board (2 + a))).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s113_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s113_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s113_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s113_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s113_c3_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s113_c3_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s113_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C113 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s113_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s113_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s113_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s113_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s114_c1_moves : rmoves (s114_board 1 0 1) = [[T; F; E; T; T; E; F]; [T; E; F; T; T; F; E]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; E; T; F]) []) (s89_board 1 1) (0) _ (s89_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 1 y1); [unfold s89_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; T; E; F]) [(1, 0)]) (s15_board 1) (0) _ (s15_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 1 y1); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s114_dom 1 0 1 y1) (Hm : meas (s114_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s114_board 1 0 1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s114_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s114_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s114_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s114_c2_moves : rmoves (s114_board 1 1 1) = [[T; F; E; T; F; T; E; F]; [T; E; F; T; F; T; F; E]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s106_board 1) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH 1 y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; T; F; E]) []) (s105_board 0) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; T; F; E]) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH 0 y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s114_dom 1 1 1 y1) (Hm : meas (s114_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s114_board 1 1 1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s114_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s114_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s114_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s114_c3_moves (b : nat) : rmoves (s114_board 1 (2 + b) 1) = [T :: F :: E :: T :: repeat F (2 + b) ++ [T; E; F]; T :: E :: F :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + b) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s146_board 1 (2 + b) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (2 + b) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s154_board 0 (2 + b)) (0) _ (s154_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s154_board; target_board_eq | strip_offset].
  - unfold s154_form; apply form_int; zlia.
  - intros HT; apply (use154 IH 0 (2 + b) y1); [unfold s154_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 1 y1) (Hm : meas (s114_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s114_board 1 (2 + b) 1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s114_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s114_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c3_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s114_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s114_c4_moves (a : nat) : rmoves (s114_board (2 + a) 0 1) = [repeat T (2 + a) ++ [F; E; T; T; E; F]; repeat T (2 + a) ++ [E; F; T; T; F; E]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; T; T; E; F]) []) (s49_board (1 + a) 3 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; T; T; E; F]) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (1 + a) 3 1 y1); [unfold s49_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s114_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 0)]) (s15_board (2 + a)) (0) _ (s15_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (2 + a) y1); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s114_dom (2 + a) 0 1 y1) (Hm : meas (s114_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s114_board (2 + a) 0 1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s114_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s114_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c4_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s114_c4_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s114_c5_moves (a : nat) : rmoves (s114_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; T; F; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; T; F; E]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s106_board (2 + a)) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH (2 + a) y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; E]) []) (s105_board (1 + a)) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; T; F; E]) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH (1 + a) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s114_dom (2 + a) 1 1 y1) (Hm : meas (s114_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s114_board (2 + a) 1 1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s114_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s114_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c5_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s114_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s114_c6_moves (a b : nat) : rmoves (s114_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; E; F]; repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s146_board (2 + a) (2 + b) 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (2 + b) 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s154_board (1 + a) (2 + b)) (0) _ (s154_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s154_board; target_board_eq | strip_offset].
  - unfold s154_form; apply form_int; zlia.
  - intros HT; apply (use154 IH (1 + a) (2 + b) y1); [unfold s154_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s114_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s114_board (2 + a) (2 + b) 1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s114_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s114_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c6_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s114_c6_moves a b) eq_refl Hm) Hd Hr). }

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
        exact (s114_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s114_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s114_c3 IH b y1 Hdom Hm Hd Hr).
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
        exact (s114_c4 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s114_c5 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s114_c6 IH a b y1 Hdom Hm Hd Hr).
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
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []) (s91_board (1 + a) 2 (2 + b) 1) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (1 + a) 2 (2 + b) 1 y1); [unfold s91_dom; right; right; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use139 IH (1 + a) 1 (2 + b) (2 + c) y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s91_board (1 + a) 2 (2 + b) (2 + c)) (0) _ (s91_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s91_board; target_board_eq | strip_offset].
  - unfold s91_form; apply form_int; zlia.
  - intros HT; apply (use91 IH (1 + a) 2 (2 + b) (2 + c) y1); [unfold s91_dom; right; right; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use156 IH 1 3 y1); [unfold s156_dom; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use156 IH (2 + a) 3 y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use159 IH (2 + a) 2 2 1 (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 3))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use139 IH 1 1 (2 + b) 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use139 IH (2 + a) 1 (2 + b) 1 y1); [unfold s139_dom; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use91 IH 1 2 (2 + b) 1 y1); [unfold s91_dom; right; right; right; zlia | unfold lex3; lia].
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
  - intros HT; apply (use91 IH (2 + a) 2 (2 + b) 1 y1); [unfold s91_dom; right; right; right; zlia | unfold lex3; lia].
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

Lemma s122_c1_moves : rmoves (s122_board 1) = [[T; F; F; E; T; E; T; F]; [T; F; E; F; T; F; T; E]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; F; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; E; T; T; F]) []) (s159_board 1 2 2 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; E; T; T; F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 2 1 y1); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; T; F]) [(1, 1)]) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; T; F]) [(1, 1)]); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s122_dom 1 y1) (Hm : meas (s122_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s122_board 1)).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s122_board 1)) in Hg. cbn [rights] in Hg. rewrite s122_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s122_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s122_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s122_c2_moves (a : nat) : rmoves (s122_board (2 + a)) = [repeat T (2 + a) ++ [F; F; E; T; E; T; F]; repeat T (2 + a) ++ [F; E; F; T; F; T; E]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; E; T; T; F]) []) (s159_board (2 + a) 2 2 1) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; E; T; T; F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 2 1 y1); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; F]) [(1, 1)]) (s73_board (1 + a) 0) (1) _ (s73_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; target_board_eq | strip_offset].
  - unfold s73_form; apply form_int; zlia.
  - intros HT; apply (use73 IH (1 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s73_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s122_dom (2 + a) y1) (Hm : meas (s122_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s122_board (2 + a))).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s122_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s122_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s122_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s122_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s122_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C122 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s122_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s122_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s122_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s123_c1_moves (b : nat) : rmoves (s123_board 0 (2 + b)) = [F :: F :: T :: E :: E :: T :: repeat F (2 + b); F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: E :: T :: repeat F (2 + b)) []) (s81_board 0 0 (2 + b)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 (2 + b) y1); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s135_board 1 2 1 (2 + b)) (0) _ (s135_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + b) y1); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s123_dom 0 (2 + b) y1) (Hm : meas (s123_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s123_board 0 (2 + b))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s123_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s123_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s123_c2_moves (b : nat) : rmoves (s123_board 1 (2 + b)) = [T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b); T :: F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []) (s142_board 1 2 1 (2 + b)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 (2 + b) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
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
Lemma s123_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
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
Lemma s123_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s123_dom 1 (2 + b) y1) (Hm : meas (s123_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s123_board 1 (2 + b))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s123_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s123_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s123_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s123_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s123_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s123_c3_moves (a b : nat) : rmoves (s123_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []) (s142_board (2 + a) 2 1 (2 + b)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 1 (2 + b) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s123_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
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
Lemma s123_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s123_dom (2 + a) (2 + b) y1) (Hm : meas (s123_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s123_board (2 + a) (2 + b))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s123_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s123_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s123_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s123_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s123_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s123_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s123_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s124_c1_moves (b : nat) : rmoves (s124_board 1 (2 + b) 0) = [T :: F :: E :: F :: E :: repeat T (2 + b)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) [(2 + b, 0)]) (s23_board 0 1) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) [(2 + b, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) [(2 + b, 0)]) (s57_board 0 1 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) [(2 + b, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s124_dom 1 (2 + b) 0 y1) (Hm : meas (s124_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board 1 (2 + b) 0)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s124_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s124_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s124_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s124_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s124_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s124_c2_moves (b : nat) : rmoves (s124_board 1 (2 + b) 1) = [T :: F :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s90_board (2 + b)) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s319_board 1 1 (2 + b) 1) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s124_dom 1 (2 + b) 1 y1) (Hm : meas (s124_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board 1 (2 + b) 1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s124_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s124_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s124_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s124_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s124_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s124_c3_moves (b c : nat) : rmoves (s124_board 1 (2 + b) (2 + c)) = [T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s96_board 1 (2 + b) (2 + c)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s124_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s319_board 1 1 (2 + b) (2 + c)) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s124_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s124_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s124_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board 1 (2 + b) (2 + c))).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s124_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s124_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s124_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s124_c3_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s124_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s124_c4_moves (a b : nat) : rmoves (s124_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; E]) [(2 + b, 0)]) (s20_board (1 + a) 0) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; E]) [(2 + b, 0)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (1 + a) 0 y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s124_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s124_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s124_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board (2 + a) (2 + b) 0)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s124_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s124_c4_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s124_c4_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s124_c5_moves (a b : nat) : rmoves (s124_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ [F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s164_board (1 + a) (2 + b) 1) (0) _ (s164_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (1 + a) (2 + b) 1 y1); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s124_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s124_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board (2 + a) (2 + b) 1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s124_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s124_c5_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s124_c5_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s124_c6_moves (a b c : nat) : rmoves (s124_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s164_board (1 + a) (2 + b) (2 + c)) (0) _ (s164_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (1 + a) (2 + b) (2 + c) y1); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s124_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s124_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s124_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s124_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s124_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s124_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s124_c6_moves a b c) eq_refl Hm) Hd Hr). }

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
        exact (s124_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s124_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s124_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s124_c4 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s124_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s124_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s125_c1_moves : rmoves (s125_board 1 1) = [[T; F; E; T; F; F; T; E; F]; [T; E; F; T; F; F; T; F; E]].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; F; E; T; F]) []) (s148_board 1 1) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH 1 1 y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; F; T; F; E]) []) (s165_board 0 2 1 0) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; T; F; E]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 2 1 0 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s125_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s125_dom 1 1 y1) (Hm : meas (s125_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s125_board 1 1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s125_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s125_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s125_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s125_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s125_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s125_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s125_c2_moves (a : nat) : rmoves (s125_board (2 + a) 1) = [repeat T (2 + a) ++ [F; E; T; F; F; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; F; T; F; E]].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []) (s148_board (2 + a) 1) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) 1 y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; F; T; F; E]) []) (s165_board (1 + a) 2 1 0) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; F; T; F; E]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (1 + a) 2 1 0 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s125_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s125_dom (2 + a) 1 y1) (Hm : meas (s125_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s125_board (2 + a) 1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s125_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s125_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s125_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s125_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s125_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s125_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s125_c3_moves (a b : nat) : rmoves (s125_board (4 + a) (2 + b)) = [repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (2 + b); repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b)].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ F :: E :: T :: F :: F :: T :: E :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s148_board (4 + a) (2 + b)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (4 + a) (2 + b) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; E; F]) []) (s165_board (3 + a) 2 1 1) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; T; F; T; F; F; T; F; E; F]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (3 + a) 2 1 1 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s125_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (4 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s166_board (5 + a) 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s166_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (2 + b)) []); [strip_eq | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (5 + a) 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s166_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s125_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s125_dom (4 + a) (2 + b) y1) (Hm : meas (s125_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s125_board (4 + a) (2 + b))).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s125_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s125_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s125_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s125_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s125_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s125_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s125_c3_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s125_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s125_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s125_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s125_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s126_c1_moves (c : nat) : rmoves (s126_board 0 1 (2 + c) 0) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s126_dom 0 1 (2 + c) 0 y1) (Hm : meas (s126_board 0 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 0 1 (2 + c) 0)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s126_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c2_moves (c : nat) : rmoves (s126_board 0 1 (2 + c) 1) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s126_dom 0 1 (2 + c) 1 y1) (Hm : meas (s126_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 0 1 (2 + c) 1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s126_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c3_moves (c d : nat) : rmoves (s126_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s126_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s126_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c4_moves (b c : nat) : rmoves (s126_board 0 (2 + b) (2 + c) 0) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s126_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s126_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 0 (2 + b) (2 + c) 0)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s126_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c5_moves (b c : nat) : rmoves (s126_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s126_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s126_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s126_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c6_moves (b c d : nat) : rmoves (s126_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s126_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s126_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c7_moves (c : nat) : rmoves (s126_board 1 1 (2 + c) 0) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s126_dom 1 1 (2 + c) 0 y1) (Hm : meas (s126_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 1 1 (2 + c) 0)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s126_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c8_moves (c : nat) : rmoves (s126_board 1 1 (2 + c) 1) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s126_dom 1 1 (2 + c) 1 y1) (Hm : meas (s126_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 1 1 (2 + c) 1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s126_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c9_moves (c d : nat) : rmoves (s126_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s126_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s126_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c10_moves (b c : nat) : rmoves (s126_board 1 (2 + b) (2 + c) 0) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s126_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s126_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 1 (2 + b) (2 + c) 0)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s126_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c11_moves (b c : nat) : rmoves (s126_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s126_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s126_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s126_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c12_moves (b c d : nat) : rmoves (s126_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s126_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s126_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c13_moves (a c : nat) : rmoves (s126_board (2 + a) 1 (2 + c) 0) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s126_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s126_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) 1 (2 + c) 0)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s126_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c14_moves (a c : nat) : rmoves (s126_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s126_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s126_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s126_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c15_moves (a c d : nat) : rmoves (s126_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s126_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s126_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c16_moves (a b c : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) 0) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s126_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s126_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c17_moves (a b c : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s126_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s126_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s126_c18_moves (a b c d : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s126_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s126_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s126_c18_moves in Hg. cbn [map In] in Hg.
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
          exact (s126_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c2 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c3 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s126_c4 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c5 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s126_c7 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c8 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c9 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s126_c10 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c12 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s126_c13 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c14 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c15 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s126_c16 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c17 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s126_c18 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

