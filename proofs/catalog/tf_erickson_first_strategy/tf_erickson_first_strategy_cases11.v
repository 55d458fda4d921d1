(* tf_erickson_first_strategy_cases11: the proofs of Upper's nodes 125 to 201 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Upper.

Lemma s125_c1_moves (b : nat) : lmoves (s125_board 0 (2 + b) 1) = [F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ [F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; F; E; T; F]) []) (s64_board 0 (2 + b) 2 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; F; E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + b) 2 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s125_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s125_dom 0 (2 + b) 1 y1) (Hm : meas (s125_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board 0 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board 0 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s125_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s125_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c2_moves (b c : nat) : lmoves (s125_board 0 (2 + b) (2 + c)) = [F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []) (s64_board 0 (2 + b) 2 1 (2 + c)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + b) 2 1 (2 + c) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s125_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s125_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s125_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board 0 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board 0 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s125_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s125_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c3_moves (b : nat) : lmoves (s125_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]; T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; F; F; E]) []) (s171_board (3 + b) 1 2) (-1) _ (s171_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; F; F; E]) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (3 + b) 1 2 (1 + y1)); [unfold s171_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s125_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []) (s142_board 1 1 (2 + b) 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 1 (2 + b) 2 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s125_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s125_dom 1 (2 + b) 1 y1) (Hm : meas (s125_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s125_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s125_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c3_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s125_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c4_moves (b c : nat) : lmoves (s125_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c); T :: F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []) (s170_board (3 + b) 1 (2 + c)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (3 + b) 1 (2 + c) y1); [unfold s170_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s125_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []) (s142_board 1 1 (2 + b) 2 1 (2 + c)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 1 (2 + b) 2 1 (2 + c) y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s125_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s125_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s125_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s125_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c4_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s125_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c4_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s125_c4_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c5_moves (a b : nat) : lmoves (s125_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []) (s125_board 1 (3 + b) 1) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 (3 + b) 1 y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []) (s125_board (2 + a) (3 + b) 1) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) (3 + b) 1 y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []) (s142_board (2 + a) 1 (2 + b) 2 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 1 (2 + b) 2 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s125_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s125_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s125_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s125_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s125_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c5_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s125_c5_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c5_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s125_c5_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c6_moves (a b c : nat) : lmoves (s125_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []) (s125_board 1 (3 + b) (2 + c)) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 (3 + b) (2 + c) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []) (s125_board (2 + a) (3 + b) (2 + c)) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) (3 + b) (2 + c) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []) (s142_board (2 + a) 1 (2 + b) 2 1 (2 + c)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 1 (2 + b) 2 1 (2 + c) y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s125_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s125_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s125_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s125_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c6_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s125_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c6_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s125_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c6_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s125_c6_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C125 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s125_dom in Hdom.
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
        exact (s125_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s125_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s125_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s125_c4 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s125_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s125_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s126_c1_moves (b : nat) : lmoves (s126_board 0 (2 + b) 1) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s126_dom 0 (2 + b) 1 y1) (Hm : meas (s126_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board 0 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s126_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_c2_moves (b c : nat) : lmoves (s126_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s126_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s126_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board 0 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s126_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_c3_moves : lmoves (s126_board 1 2 0) = [[E; F; T; F; E; T; T]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; F; T; F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; F; E; T; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; F; E]) [(2, 0)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) [(2, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s126_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s126_dom 1 2 0 y1) (Hm : meas (s126_board 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board 1 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 2 0)) in Hg. cbn [lefts] in Hg. rewrite s126_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s126_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s126_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_c4_moves (b : nat) : lmoves (s126_board 1 (2 + b) 1) = [E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s61_board 1 (2 + b)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 (2 + b) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s126_dom 1 (2 + b) 1 y1) (Hm : meas (s126_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s126_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s126_c4_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s126_c4_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_c5_moves (b c : nat) : lmoves (s126_board 1 (2 + b) (2 + c)) = [E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s62_board 0 1 (2 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 (2 + b) (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s126_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s126_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s126_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s126_c5_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s126_c5_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_c6_moves (a : nat) : lmoves (s126_board (2 + a) 2 0) = [repeat T (1 + a) ++ [E; F; T; F; E; T; T]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E; T; T])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E]) [(2, 0)]) (s49_board 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) [(2, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E; T; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(2, 0)]) (s49_board (2 + a)) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) [(2, 0)]); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s126_dom (2 + a) 2 0 y1) (Hm : meas (s126_board (2 + a) 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board (2 + a) 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) 2 0)) in Hg. cbn [lefts] in Hg. rewrite s126_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s126_c6_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s126_c6_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s126_c6_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s126_c6_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_c7_moves (a b : nat) : lmoves (s126_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s141_board 1 1 1 (2 + b) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 (2 + b) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s141_board (2 + a) 1 1 (2 + b) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 1 (2 + b) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s126_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s126_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s126_c7_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s126_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s126_c7_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s126_c7_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_c8_moves (a b c : nat) : lmoves (s126_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s141_board 1 1 1 (2 + b) (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 (2 + b) (2 + c) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s141_board (2 + a) 1 1 (2 + b) (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 1 (2 + b) (2 + c) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s126_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s126_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s126_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s126_c8_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s126_c8_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s126_c8_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s126_c8_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s126_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C126 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s126_dom in Hdom.
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
        exact (s126_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s126_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s126_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s126_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s126_c5 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s126_c6 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s126_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s126_c8 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s127_c1_moves : lmoves (s127_board 0 0 1 1 1) = [[E; T; F; E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s61_board 1 1) (0) _ (int (Z.of_nat y1)) (s61_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 0 1 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 0 1 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; T; F; E]) []) (s117_board 1 1) (0) _ (s117_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s127_dom 0 0 1 1 1 y1) (Hm : meas (s127_board 0 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 0 1 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 0 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s127_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c2_moves (e : nat) : lmoves (s127_board 0 0 1 1 (2 + e)) = [E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: T :: F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: E :: T :: repeat F (2 + e)) []) (s145_board 0 0 (2 + e)) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_star; zlia.
  - intros HT; apply (use145 IH 0 0 (2 + e) y1); [unfold s145_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s127_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 0 1 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 0 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: T :: E :: repeat F (2 + e)) []) (s43_board 1 1 0 (2 + e)) (0) _ (s43_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat F (2 + e)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 (2 + e) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s127_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s127_dom 0 0 1 1 (2 + e) y1) (Hm : meas (s127_board 0 0 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 0 1 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 0 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s127_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c2_t1_a1 IH e y1 Hw (move_below_l _ _ 0 _ _ (s127_c2_moves e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c2_f1_a2 IH e y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c3_moves (c : nat) : lmoves (s127_board 0 0 (2 + c) 1 1) = [E :: repeat T (2 + c) ++ [F; E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s61_board (2 + c) 1) (0) _ (int (Z.of_nat y1)) (s61_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; E; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + c) 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 0 (2 + c) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 0 (2 + c) 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s117_board (2 + c) 1) (0) _ (s117_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (2 + c) 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s127_dom 0 0 (2 + c) 1 1 y1) (Hm : meas (s127_board 0 0 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 0 (2 + c) 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 0 (2 + c) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c3_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s127_c3_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c3_f1_a3 IH c y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c4_moves (c e : nat) : lmoves (s127_board 0 0 (2 + c) 1 (2 + e)) = [E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + e)) []) (s127_board 0 0 (2 + c) 2 (1 + e)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + e)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 (2 + c) 2 (1 + e) y1); [unfold s127_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s127_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 0 (2 + c) 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 0 (2 + c) 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ F :: T :: F :: E :: repeat F (1 + e)) []) (s170_board (2 + c) 1 (1 + e)) (0) _ (s170_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ F :: T :: F :: E :: repeat F (1 + e)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + c) 1 (1 + e) y1); [unfold s170_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s127_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s127_dom 0 0 (2 + c) 1 (2 + e) y1) (Hm : meas (s127_board 0 0 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 0 (2 + c) 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 0 (2 + c) 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s127_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c4_t1_a1 IH c e y1 Hw (move_below_l _ _ 0 _ _ (s127_c4_moves c e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c4_f1_a4 IH c e y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c5_moves (c d : nat) : lmoves (s127_board 0 0 (2 + c) (2 + d) 1) = [E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s64_board 0 (2 + c) (2 + d) 1 1) (0) _ (int (Z.of_nat y1)) (s64_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F]) []); [strip_eq | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + c) (2 + d) 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s127_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 0 (2 + c) (2 + d) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 0 (2 + c) (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [T; F; E]) []) (s117_board (2 + c) (2 + d)) (0) _ (s117_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (2 + c) (2 + d) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s127_dom 0 0 (2 + c) (2 + d) 1 y1) (Hm : meas (s127_board 0 0 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 0 (2 + c) (2 + d) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 0 (2 + c) (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c5_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s127_c5_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c5_f1_a5 IH c d y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c6_moves (c d e : nat) : lmoves (s127_board 0 0 (2 + c) (2 + d) (2 + e)) = [E :: repeat T (2 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + e)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) []) (s127_board 0 0 (2 + c) (3 + d) (1 + e)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 (2 + c) (3 + d) (1 + e) y1); [unfold s127_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s127_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 0 (2 + c) (2 + d) (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 0 (2 + c) (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ T :: F :: E :: repeat F (1 + e)) []) (s170_board (2 + c) (2 + d) (1 + e)) (0) _ (s170_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ T :: F :: E :: repeat F (1 + e)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + c) (2 + d) (1 + e) y1); [unfold s170_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s127_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s127_dom 0 0 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s127_board 0 0 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 0 (2 + c) (2 + d) (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 0 (2 + c) (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s127_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c6_t1_a1 IH c d e y1 Hw (move_below_l _ _ 0 _ _ (s127_c6_moves c d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c6_f1_a6 IH c d e y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c7_moves (b : nat) : lmoves (s127_board 0 (2 + b) 1 1 1) = [repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat F (2 + b) ++ [E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s61_board 1 1) (0) _ (int (Z.of_nat y1)) (s61_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c7_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 (2 + b) 1 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] ([E; T; F; T; F; E]) []) (s117_board 1 1) (0) _ (s117_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s127_dom 0 (2 + b) 1 1 1 y1) (Hm : meas (s127_board 0 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 (2 + b) 1 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c7_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s127_c7_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c7_f1_a7 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c8_moves (b e : nat) : lmoves (s127_board 0 (2 + b) 1 1 (2 + e)) = [repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (T :: E :: E :: T :: repeat F (2 + e)) []) (s145_board 0 0 (2 + e)) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_star; zlia.
  - intros HT; apply (use145 IH 0 0 (2 + e) y1); [unfold s145_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s127_c8_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 0 (2 + b) 1 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 0 (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (T :: E :: T :: E :: repeat F (2 + e)) []) (s43_board 1 1 0 (2 + e)) (0) _ (s43_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: T :: E :: repeat F (2 + e)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 (2 + e) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s127_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s127_dom 0 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s127_board 0 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 0 (2 + b) 1 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 0 (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s127_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c8_t1_a1 IH b e y1 Hw (move_below_l _ _ 0 _ _ (s127_c8_moves b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c8_f1_a8 IH b e y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c9_moves (b : nat) : lmoves (s127_board 1 (2 + b) 1 1 1) = [T :: repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s138_board 1 (2 + b) 1 1) (0) _ (int (Z.of_nat y1)) (s138_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH 1 (2 + b) 1 1 y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c9_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 1 (2 + b) 1 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 1 (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s146_board 1 (2 + b) 1 1) (0) _ (s146_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (2 + b) 1 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s127_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s127_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 1 (2 + b) 1 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 1 (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c9_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s127_c9_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c9_f1_a9 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c10_moves (b e : nat) : lmoves (s127_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []) (s145_board 1 (3 + b) (2 + e)) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_star; zlia.
  - intros HT; apply (use145 IH 1 (3 + b) (2 + e) y1); [unfold s145_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s127_c10_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board 1 (2 + b) 1 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board 1 (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []) (s147_board 1 (3 + b) (2 + e)) (0) _ (s147_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 (3 + b) (2 + e) y1); [unfold s147_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s127_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s127_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s127_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board 1 (2 + b) 1 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s127_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c10_t1_a1 IH b e y1 Hw (move_below_l _ _ 0 _ _ (s127_c10_moves b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c10_f1_a10 IH b e y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c11_moves (a b : nat) : lmoves (s127_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s138_board (2 + a) (2 + b) 1 1) (0) _ (int (Z.of_nat y1)) (s138_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH (2 + a) (2 + b) 1 1 y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c11_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board (2 + a) (2 + b) 1 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board (2 + a) (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s146_board (2 + a) (2 + b) 1 1) (0) _ (s146_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (2 + b) 1 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s127_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s127_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board (2 + a) (2 + b) 1 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c11_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s127_c11_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c11_f1_a11 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s127_c12_moves (a b e : nat) : lmoves (s127_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []) (s145_board (2 + a) (3 + b) (2 + e)) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_star; zlia.
  - intros HT; apply (use145 IH (2 + a) (3 + b) (2 + e) y1); [unfold s145_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s127_c12_f1_a12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s127_board (2 + a) (2 + b) 1 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s127_board (2 + a) (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []) (s147_board (2 + a) (3 + b) (2 + e)) (0) _ (s147_form y1)).
  - unfold strip, s127_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) (3 + b) (2 + e) y1); [unfold s147_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s127_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s127_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s127_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s127_board (2 + a) (2 + b) 1 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s127_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c12_t1_a1 IH a b e y1 Hw (move_below_l _ _ 0 _ _ (s127_c12_moves a b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c12_f1_a12 IH a b e y1 Hw Hm Hd Hr).
Qed.

Lemma s127_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C127 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s127_dom in Hdom.
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
            exact (s127_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s127_c2 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s127_c3 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s127_c4 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s127_c5 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s127_c6 IH c d e y1 Hdom Hm Hd Hr).
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
            exact (s127_c7 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s127_c8 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s127_c9 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s127_c10 IH b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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
            exact (s127_c11 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s127_c12 IH a b e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
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

Lemma s128_c1_moves : lmoves (s128_board 0 1) = [[F; F; E; T; F; T; E; F]; [F; F; T; E; F; E; T; F]].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([F; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; F; E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] ([E; T; F; T; F; E]) []) (s117_board 1 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; F; T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] ([T; F; E; E; T; F]) []) (s156_board 1 1 1) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 1 1 y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s128_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s128_dom 0 1 y1) (Hm : meas (s128_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s128_board 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s128_board 0 1)) in Hg. cbn [lefts] in Hg. rewrite s128_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s128_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s128_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s128_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s128_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s128_c2_moves (b : nat) : lmoves (s128_board 0 (2 + b)) = [F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3)] (T :: E :: T :: E :: repeat F (2 + b)) []) (s43_board 1 1 0 (2 + b)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (T :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 (2 + b) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s128_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] (T :: F :: E :: E :: T :: repeat F (2 + b)) []) (s156_board 1 1 (2 + b)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 1 (2 + b) y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s128_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s128_dom 0 (2 + b) y1) (Hm : meas (s128_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s128_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s128_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s128_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s128_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s128_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s128_c2_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s128_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s128_c3_moves : lmoves (s128_board 1 1) = [[T; F; F; E; T; F; T; E; F]; [T; F; F; T; E; F; E; T; F]].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([T; F; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; T; F; T; F; E]) []) (s146_board 1 2 1 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 2 1 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; T; F; E; E; T; F]) []) (s148_board 1) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH 1 y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s128_dom 1 1 y1) (Hm : meas (s128_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s128_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s128_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s128_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s128_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s128_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s128_c3_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s128_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s128_c4_moves (b : nat) : lmoves (s128_board 1 (2 + b)) = [T :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []) (s147_board 1 3 (2 + b)) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 3 (2 + b) y1); [unfold s147_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s128_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []) (s149_board 1 (2 + b)) (0) _ (s149_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH 1 (2 + b) y1); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s128_dom 1 (2 + b) y1) (Hm : meas (s128_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s128_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s128_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s128_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s128_c4_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s128_c4_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s128_c4_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s128_c4_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s128_c5_moves (a : nat) : lmoves (s128_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; E; T; F; T; E; F]; repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []) (s146_board (2 + a) 2 1 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 1 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; F]) []) (s148_board (2 + a)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s128_dom (2 + a) 1 y1) (Hm : meas (s128_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s128_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s128_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s128_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s128_c5_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s128_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s128_c5_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s128_c5_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s128_c6_moves (a b : nat) : lmoves (s128_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []) (s147_board (2 + a) 3 (2 + b)) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) 3 (2 + b) y1); [unfold s147_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s128_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []) (s149_board (2 + a) (2 + b)) (0) _ (s149_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH (2 + a) (2 + b) y1); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s128_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s128_dom (2 + a) (2 + b) y1) (Hm : meas (s128_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s128_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s128_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s128_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s128_c6_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s128_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s128_c6_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s128_c6_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exact (s128_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s128_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s128_c3 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s128_c4 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s128_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s128_c6 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s129_c1_moves (b : nat) : lmoves (s129_board 0 (3 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s129_dom 0 (3 + b) y1) (Hm : meas (s129_board 0 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s129_board 0 (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s129_board 0 (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s129_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s129_c2_moves (b : nat) : lmoves (s129_board 1 (3 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s129_dom 1 (3 + b) y1) (Hm : meas (s129_board 1 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s129_board 1 (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s129_board 1 (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s129_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s129_c3_moves (a b : nat) : lmoves (s129_board (2 + a) (3 + b)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s129_dom (2 + a) (3 + b) y1) (Hm : meas (s129_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s129_board (2 + a) (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s129_board (2 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s129_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s129_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s129_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s129_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s130_c1_moves (a : nat) : lmoves (s130_board (4 + a)) = [].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s130_dom (4 + a) y1) (Hm : meas (s130_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s130_board (4 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s130_board (4 + a))) in Hg. cbn [lefts] in Hg. rewrite s130_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s130_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C130 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s130_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s130_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s131_c1_moves (a b : nat) : lmoves (s131_board (5 + a) (2 + b)) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s131_dom (5 + a) (2 + b) y1) (Hm : meas (s131_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s131_board (5 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s131_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s131_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s131_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C131 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s131_dom in Hdom.
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
  exact (s131_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s132_c1_moves (a b : nat) : lmoves (s132_board (5 + a) (2 + b)) = [].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s132_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []) (s120_board (5 + a) 3 0 1 (1 + b)) (0) _ (s120_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH (5 + a) 3 0 1 (1 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s120_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s132_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s132_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s132_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []) (s150_board (6 + a) 3 (2 + b)) (0) _ (s150_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH (6 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s132_dom (5 + a) (2 + b) y1) (Hm : meas (s132_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s132_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s132_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s132_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s132_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s132_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C132 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s132_dom in Hdom.
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
  exact (s132_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s133_c1_moves (a b : nat) : lmoves (s133_board (5 + a) (3 + b) 1) = [repeat T (5 + a) ++ repeat F (3 + b) ++ [E; E; F; T; F]].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; E; F; T; F])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; F; E; T; F]) []) (s151_board (5 + a) (3 + b) 1) (0) _ (s151_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (5 + a) (3 + b) 1 y1); [unfold s151_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s133_board (5 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s133_board (5 + a) (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [T; E; E; F]) []) (s53_board (5 + a) (4 + b)) (0) _ (s53_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [T; E; E; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (5 + a) (4 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s133_dom (5 + a) (3 + b) 1 y1) (Hm : meas (s133_board (5 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s133_board (5 + a) (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s133_board (5 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s133_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s133_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s133_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s133_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s133_c2_moves (a b c : nat) : lmoves (s133_board (6 + a) (3 + b) (2 + c)) = [repeat T (6 + a) ++ repeat F (3 + b) ++ E :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: E :: F :: T :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)) []) (s151_board (6 + a) (3 + b) (2 + c)) (0) _ (s151_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (6 + a) (3 + b) (2 + c) y1); [unfold s151_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s133_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s133_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s133_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []) (s115_board (6 + a) (4 + b) 0 (2 + c)) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (6 + a) (4 + b) 0 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s133_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s133_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s133_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []) (s110_board (6 + a) (4 + b) (2 + c)) (0) _ (s110_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []); [reflexivity | unfold s110_board; target_board_eq | strip_offset].
  - unfold s110_form; apply form_int; zlia.
  - intros HT; apply (use110 IH (6 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s110_dom; zlia | unfold lex3; lia].
Qed.
Lemma s133_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s133_dom (6 + a) (3 + b) (2 + c) y1) (Hm : meas (s133_board (6 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s133_board (6 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s133_board (6 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s133_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s133_c2_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s133_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s133_c2_f1_a3 IH a b c y1 Hw Hm Hd Hr). }

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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
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
  exact (s133_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s133_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s134_c1_moves (a b c : nat) : lmoves (s134_board (6 + a) (3 + b) (3 + c)) = [repeat T (6 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (3 + c)].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []) (s150_board (6 + a) (3 + b) (2 + c)) (0) _ (s150_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH (6 + a) (3 + b) (2 + c) y1); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s134_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s134_board (6 + a) (3 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s134_board (6 + a) (3 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s114_board (6 + a) (3 + b) 1 (2 + c)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (6 + a) (3 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s134_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s134_board (6 + a) (3 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s134_board (6 + a) (3 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []) (s133_board (7 + a) (3 + b) (3 + c)) (0) _ (s133_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s134_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (7 + a) (3 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; zlia | unfold lex3; lia].
Qed.
Lemma s134_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s134_dom (6 + a) (3 + b) (3 + c) y1) (Hm : meas (s134_board (6 + a) (3 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s134_board (6 + a) (3 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s134_board (6 + a) (3 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s134_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s134_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s134_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s134_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s134_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s134_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C134 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s134_dom in Hdom.
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
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s134_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s135_c1_moves (a b c : nat) : lmoves (s135_board (6 + a) (2 + b) (2 + c)) = [repeat T (6 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c)].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (6 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s114_board (6 + a) (3 + b) 1 (2 + c)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (6 + a) (3 + b) 1 (2 + c) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s135_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s135_dom (6 + a) (2 + b) (2 + c) y1) (Hm : meas (s135_board (6 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s135_board (6 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s135_board (6 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s135_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s135_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s135_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s135_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C135 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s135_dom in Hdom.
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
  exact (s135_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s136_c1_moves (a b c : nat) : lmoves (s136_board (7 + a) (2 + b) (3 + c)) = [repeat T (7 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (3 + c)].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (3 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (7 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (7 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []) (s133_board (7 + a) (3 + b) (3 + c)) (0) _ (s133_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (7 + a) (3 + b) (3 + c) y1); [unfold s133_dom; zlia | unfold lex3; lia].
Qed.
Lemma s136_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (3 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s136_board (7 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s136_board (7 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (3 + c)) []) (s115_board (7 + a) (2 + b) 2 (3 + c)) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s136_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (3 + c)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (7 + a) (2 + b) 2 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s136_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (3 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s136_board (7 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s136_board (7 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (8 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (4 + c)) []) (s116_board (8 + a) (2 + b) 2 (4 + c)) (0) _ (s116_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s136_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (8 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (4 + c)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (8 + a) (2 + b) 2 (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s136_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s136_dom (7 + a) (2 + b) (3 + c) y1) (Hm : meas (s136_board (7 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board (7 + a) (2 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board (7 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s136_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (3 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s136_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s136_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (3 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s136_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (3 + c) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s136_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s136_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C136 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s136_dom in Hdom.
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
        do 5 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s136_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s137_c1_moves (b : nat) : lmoves (s137_board 0 (2 + b) 1 0) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s137_dom 0 (2 + b) 1 0 y1) (Hm : meas (s137_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 0 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 0 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s137_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c2_moves (b : nat) : lmoves (s137_board 0 (2 + b) 1 1) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s137_dom 0 (2 + b) 1 1 y1) (Hm : meas (s137_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 0 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 0 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c3_moves (b d : nat) : lmoves (s137_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s137_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s137_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c4_moves (b c : nat) : lmoves (s137_board 0 (2 + b) (2 + c) 0) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s137_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s137_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 0 (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s137_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c5_moves (b c : nat) : lmoves (s137_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s137_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s137_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c6_moves (b c d : nat) : lmoves (s137_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s137_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s137_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c7_moves (b : nat) : lmoves (s137_board 1 (2 + b) 1 0) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s137_dom 1 (2 + b) 1 0 y1) (Hm : meas (s137_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s137_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c8_moves (b : nat) : lmoves (s137_board 1 (2 + b) 1 1) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s137_dom 1 (2 + b) 1 1 y1) (Hm : meas (s137_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c9_moves (b d : nat) : lmoves (s137_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s137_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s137_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c10_moves (b c : nat) : lmoves (s137_board 1 (2 + b) (2 + c) 0) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s137_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s137_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s137_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c11_moves (b c : nat) : lmoves (s137_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s137_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s137_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c12_moves (b c d : nat) : lmoves (s137_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s137_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s137_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c13_moves (a b : nat) : lmoves (s137_board (2 + a) (2 + b) 1 0) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s137_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s137_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c14_moves (a b : nat) : lmoves (s137_board (2 + a) (2 + b) 1 1) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s137_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c15_moves (a b d : nat) : lmoves (s137_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s137_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c16_moves (a b c : nat) : lmoves (s137_board (2 + a) (2 + b) (2 + c) 0) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s137_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s137_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c17_moves (a b c : nat) : lmoves (s137_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s137_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c18_moves (a b c d : nat) : lmoves (s137_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s137_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C137 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s137_dom in Hdom.
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
          exact (s137_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c2 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c3 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s137_c4 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c5 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s137_c7 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c8 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c9 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s137_c10 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c12 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s137_c13 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c14 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c15 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s137_c16 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c17 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c18 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s138_c1_moves (b : nat) : lmoves (s138_board 0 (2 + b) 1 1) = [repeat F (2 + b) ++ [E; E; F; T; T; F]].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] ([E; T; T; F]) []) (s89_board 2) (-1) _ (s89_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([E; T; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 2 (1 + y1)); [unfold s89_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s138_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s138_dom 0 (2 + b) 1 1 y1) (Hm : meas (s138_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board 0 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board 0 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s138_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s138_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s138_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s138_c2_moves (b d : nat) : lmoves (s138_board 0 (2 + b) 1 (2 + d)) = [repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] (E :: T :: T :: repeat F (2 + d)) []) (s168_board 2 (2 + d)) (-1) _ (s168_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH 2 (2 + d) (1 + y1)); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s138_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s138_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s138_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s138_c2_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s138_c2_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s138_c3_moves (b : nat) : lmoves (s138_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; E; F; T; T; F]].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; F; E; T; T; F]) []) (s137_board 1 (2 + b) 2 1) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; E; T; T; F]) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (2 + b) 2 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s138_dom 1 (2 + b) 1 1 y1) (Hm : meas (s138_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s138_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s138_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s138_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s138_c4_moves (b d : nat) : lmoves (s138_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []) (s137_board 1 (2 + b) 2 (2 + d)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (2 + b) 2 (2 + d) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s138_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s138_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s138_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s138_c4_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s138_c4_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s138_c5_moves (a b : nat) : lmoves (s138_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; T; F]].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; T; F]) []) (s137_board (2 + a) (2 + b) 2 1) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; T; F]) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (2 + b) 2 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s138_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s138_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s138_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s138_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s138_c5_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s138_c6_moves (a b d : nat) : lmoves (s138_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []) (s137_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (2 + b) 2 (2 + d) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s138_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s138_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s138_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s138_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s138_c6_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s138_c6_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
          exact (s138_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s138_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s138_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s138_c4 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s138_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s138_c6 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s139_c1_moves (c d : nat) : lmoves (s139_board 0 1 (2 + c) (3 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s139_dom 0 1 (2 + c) (3 + d) y1) (Hm : meas (s139_board 0 1 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board 0 1 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board 0 1 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s139_c2_moves (b c d : nat) : lmoves (s139_board 0 (2 + b) (2 + c) (3 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s139_dom 0 (2 + b) (2 + c) (3 + d) y1) (Hm : meas (s139_board 0 (2 + b) (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board 0 (2 + b) (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board 0 (2 + b) (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s139_c3_moves (c d : nat) : lmoves (s139_board 1 1 (2 + c) (3 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s139_dom 1 1 (2 + c) (3 + d) y1) (Hm : meas (s139_board 1 1 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board 1 1 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board 1 1 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s139_c4_moves (b c d : nat) : lmoves (s139_board 1 (2 + b) (2 + c) (3 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s139_dom 1 (2 + b) (2 + c) (3 + d) y1) (Hm : meas (s139_board 1 (2 + b) (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board 1 (2 + b) (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board 1 (2 + b) (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s139_c5_moves (a c d : nat) : lmoves (s139_board (2 + a) 1 (2 + c) (3 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s139_dom (2 + a) 1 (2 + c) (3 + d) y1) (Hm : meas (s139_board (2 + a) 1 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board (2 + a) 1 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) 1 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s139_c6_moves (a b c d : nat) : lmoves (s139_board (2 + a) (2 + b) (2 + c) (3 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s139_dom (2 + a) (2 + b) (2 + c) (3 + d) y1) (Hm : meas (s139_board (2 + a) (2 + b) (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board (2 + a) (2 + b) (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board (2 + a) (2 + b) (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s139_c1 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s139_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s139_c3 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
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
          exfalso; zlia.
        }
        {
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s139_c5 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s139_c6 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s140_c1_moves (c : nat) : lmoves (s140_board 0 0 (2 + c) 0) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board 0 0 (2 + c) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 0 0 (2 + c) 0)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + c) ++ [E; E]) []) (s129_board 1 (3 + c)) (0) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + c) ++ [E; E]) []); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s140_dom 0 0 (2 + c) 0 y1) (Hm : meas (s140_board 0 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 0 0 (2 + c) 0)) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 0 0 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s140_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c1_f1_a1 IH c y1 Hw Hm Hd Hr).
Qed.

Lemma s140_c2_moves (c d : nat) : lmoves (s140_board 0 0 (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board 0 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 0 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s193_board 1 (3 + c) (4 + d)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH 1 (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board 0 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 0 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s194_board 1 (3 + c) (5 + d)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH 1 (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s140_dom 0 0 (2 + c) (4 + d) y1) (Hm : meas (s140_board 0 0 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 0 0 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 0 0 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c2_f1_a2 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c2_f1_a3 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c3_moves (c d : nat) : lmoves (s140_board 0 1 (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c3_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board 0 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 0 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s193_board 1 (3 + c) (4 + d)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH 1 (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c3_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board 0 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 0 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(0, 1)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s194_board 1 (3 + c) (5 + d)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH 1 (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s140_dom 0 1 (2 + c) (4 + d) y1) (Hm : meas (s140_board 0 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 0 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 0 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c3_f1_a4 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c3_f1_a5 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c4_moves (b c d : nat) : lmoves (s140_board 0 (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c4_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board 0 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 0 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s193_board 1 (3 + c) (4 + d)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH 1 (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c4_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board 0 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 0 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(0, 2 + b)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s194_board 1 (3 + c) (5 + d)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH 1 (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s140_dom 0 (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s140_board 0 (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 0 (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 0 (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c4_f1_a6 IH b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c4_f1_a7 IH b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c5_moves (c d : nat) : lmoves (s140_board 1 0 (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c5_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board 1 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 1 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s193_board 2 (3 + c) (4 + d)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH 2 (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c5_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board 1 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 1 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s194_board 2 (3 + c) (5 + d)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH 2 (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s140_dom 1 0 (2 + c) (4 + d) y1) (Hm : meas (s140_board 1 0 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 1 0 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 1 0 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c5_f1_a8 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c5_f1_a9 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c6_moves (c d : nat) : lmoves (s140_board 1 1 (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c6_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board 1 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 1 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s115_board 1 1 (3 + c) (4 + d)) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH 1 1 (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s140_c6_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board 1 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 1 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s116_board 1 1 (3 + c) (5 + d)) (0) _ (s116_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH 1 1 (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s140_dom 1 1 (2 + c) (4 + d) y1) (Hm : meas (s140_board 1 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 1 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 1 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c6_f1_a10 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c6_f1_a11 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c7_moves (b c d : nat) : lmoves (s140_board 1 (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c7_f1_a12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board 1 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 1 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s115_board 1 (2 + b) (3 + c) (4 + d)) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH 1 (2 + b) (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s140_c7_f1_a13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board 1 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board 1 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s116_board 1 (2 + b) (3 + c) (5 + d)) (0) _ (s116_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH 1 (2 + b) (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s140_dom 1 (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s140_board 1 (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 1 (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 1 (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c7_f1_a12 IH b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c7_f1_a13 IH b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c8_moves (a c d : nat) : lmoves (s140_board (2 + a) 0 (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c8_f1_a14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board (2 + a) 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board (2 + a) 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s193_board (3 + a) (3 + c) (4 + d)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH (3 + a) (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c8_f1_a15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board (2 + a) 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board (2 + a) 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s194_board (3 + a) (3 + c) (5 + d)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH (3 + a) (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s140_dom (2 + a) 0 (2 + c) (4 + d) y1) (Hm : meas (s140_board (2 + a) 0 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board (2 + a) 0 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board (2 + a) 0 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c8_f1_a14 IH a c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c8_f1_a15 IH a c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c9_moves (a c d : nat) : lmoves (s140_board (2 + a) 1 (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c9_f1_a16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board (2 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board (2 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s115_board (2 + a) 1 (3 + c) (4 + d)) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (2 + a) 1 (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s140_c9_f1_a17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board (2 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board (2 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s116_board (2 + a) 1 (3 + c) (5 + d)) (0) _ (s116_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 1 (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s140_dom (2 + a) 1 (2 + c) (4 + d) y1) (Hm : meas (s140_board (2 + a) 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board (2 + a) 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board (2 + a) 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c9_f1_a16 IH a c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c9_f1_a17 IH a c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_c10_moves (a b c d : nat) : lmoves (s140_board (2 + a) (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c10_f1_a18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s140_board (2 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board (2 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s115_board (2 + a) (2 + b) (3 + c) (4 + d)) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (2 + a) (2 + b) (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s140_c10_f1_a19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s140_board (2 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s140_board (2 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s116_board (2 + a) (2 + b) (3 + c) (5 + d)) (0) _ (s116_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s140_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) (2 + b) (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s140_dom (2 + a) (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s140_board (2 + a) (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board (2 + a) (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board (2 + a) (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s140_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s140_c10_f1_a18 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s140_c10_f1_a19 IH a b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s140_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C140 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s140_dom in Hdom.
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
          exact (s140_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c2 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c3 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c5 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c6 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c7 IH b c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c8 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c9 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s140_c10 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s141_c1_moves : lmoves (s141_board 0 1 1 2 0) = [[F; E; E; F; T; T; T]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([F; E; E; F; T; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; E; F; T; T; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1)] ([E]) [(3, 0)]) (s72_board) (-1) _ (s72_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1); (1, 1)] ([E]) [(3, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (1 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s141_dom 0 1 1 2 0 y1) (Hm : meas (s141_board 0 1 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 0 1 1 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 0 1 1 2 0)) in Hg. cbn [lefts] in Hg. rewrite s141_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s141_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s141_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c2_moves (d : nat) : lmoves (s141_board 0 1 1 (2 + d) 1) = [F :: E :: E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (F :: E :: E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [F]) []) (s89_board (3 + d)) (-1) _ (s89_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH (3 + d) (1 + y1)); [unfold s89_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s141_dom 0 1 1 (2 + d) 1 y1) (Hm : meas (s141_board 0 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 0 1 1 (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 0 1 1 (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s141_c2_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s141_c2_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c3_moves (d e : nat) : lmoves (s141_board 0 1 1 (2 + d) (2 + e)) = [F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s168_board (3 + d) (2 + e)) (-1) _ (s168_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH (3 + d) (2 + e) (1 + y1)); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s141_dom 0 1 1 (2 + d) (2 + e) y1) (Hm : meas (s141_board 0 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 0 1 1 (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 0 1 1 (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s141_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + e) >= 2) \/ (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s141_c3_t1_a1 IH d e y1 Hw (move_below_l _ _ 0 _ _ (s141_c3_moves d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c4_moves : lmoves (s141_board 1 1 1 2 0) = [[E; F; T; T; F; E; T; T]; [T; F; E; E; F; T; T; T]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; F; T; T; F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; E; T; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; E]) [(2, 0)]) (s42_board 0 2 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E]) [(2, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([T; F; E; E; F; T; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; E; F; T; T; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; F; E]) [(3, 0)]) (s58_board 1) (0) _ (s58_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; E]) [(3, 0)]); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_int; zlia.
  - intros HT; apply (use58 IH 1 y1); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s141_dom 1 1 1 2 0 y1) (Hm : meas (s141_board 1 1 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 1 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 1 2 0)) in Hg. cbn [lefts] in Hg. rewrite s141_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s141_c4_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s141_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s141_c4_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s141_c4_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c5_moves (d : nat) : lmoves (s141_board 1 1 1 (2 + d) 1) = [E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]; T :: F :: E :: E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []) (s61_board 2 (2 + d)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 2 (2 + d) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []) (s126_board 1 (3 + d) 1) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH 1 (3 + d) 1 y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s141_dom 1 1 1 (2 + d) 1 y1) (Hm : meas (s141_board 1 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 1 (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 1 (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c5_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s141_c5_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c5_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s141_c5_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c6_moves (d e : nat) : lmoves (s141_board 1 1 1 (2 + d) (2 + e)) = [E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e); T :: F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s62_board 0 2 (2 + d) (2 + e)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 2 (2 + d) (2 + e) y1); [unfold s62_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s126_board 1 (3 + d) (2 + e)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH 1 (3 + d) (2 + e) y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s141_dom 1 1 1 (2 + d) (2 + e) y1) (Hm : meas (s141_board 1 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 1 (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 1 (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s141_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c6_t1_a1 IH d e y1 Hw (move_below_l _ _ 0 _ _ (s141_c6_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c6_t2_a1 IH d e y1 Hw (move_below_l _ _ 1 _ _ (s141_c6_moves d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c7_moves (c : nat) : lmoves (s141_board 1 1 (2 + c) 0 1) = [E :: F :: repeat T (3 + c) ++ [F; E; F]; T :: F :: E :: repeat T (1 + c) ++ [E; F; T; F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ [F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ [F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; F; E]) []) (s37_board (3 + c)) (-1) _ (s37_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; F; E]) []); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (3 + c) (1 + y1)); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s101_board 1) (0) _ (s101_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH 1 y1); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s122_board 1 (2 + c) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 (2 + c) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) 0 1 y1) (Hm : meas (s141_board 1 1 (2 + c) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c7_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s141_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c7_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s141_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c7_t2_a2 IH c y1 Hw (move_below_l _ _ 1 _ _ (s141_c7_moves c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c8_moves (c e : nat) : lmoves (s141_board 1 1 (2 + c) 0 (2 + e)) = [E :: F :: repeat T (3 + c) ++ F :: E :: repeat F (2 + e); T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: repeat F (2 + e)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ F :: E :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ F :: E :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat F (2 + e)) []) (s43_board 0 (3 + c) 1 (2 + e)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat F (2 + e)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (3 + c) 1 (2 + e) y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + e)) []) (s105_board 1 (2 + e)) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH 1 (2 + e) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e)) []) (s122_board 1 (2 + c) (2 + e)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 (2 + c) (2 + e) y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) 0 (2 + e) y1) (Hm : meas (s141_board 1 1 (2 + c) 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) 0 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) 0 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s141_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c8_t1_a1 IH c e y1 Hw (move_below_l _ _ 0 _ _ (s141_c8_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c8_t2_a1 IH c e y1 Hw (move_below_l _ _ 1 _ _ (s141_c8_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c8_t2_a2 IH c e y1 Hw (move_below_l _ _ 1 _ _ (s141_c8_moves c e) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c9_moves (c : nat) : lmoves (s141_board 1 1 (2 + c) 1 1) = [E :: F :: repeat T (3 + c) ++ [F; E; T; F]; T :: F :: E :: repeat T (1 + c) ++ [E; F; T; T; F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + c) ++ [F; F]) [(1, 1)]) (s37_board (3 + c)) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (3 + c) y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E; T; T; F]) []) (s141_board 1 1 1 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s141_board 1 1 (2 + c) 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + c) 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) 1 1 y1) (Hm : meas (s141_board 1 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c9_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s141_c9_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c9_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s141_c9_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c9_t2_a2 IH c y1 Hw (move_below_l _ _ 1 _ _ (s141_c9_moves c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c10_moves (c e : nat) : lmoves (s141_board 1 1 (2 + c) 1 (2 + e)) = [E :: F :: repeat T (3 + c) ++ F :: E :: T :: repeat F (2 + e); T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: T :: repeat F (2 + e)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: T :: repeat F (2 + e)) []) (s62_board 0 (3 + c) 1 (2 + e)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (3 + c) 1 (2 + e) y1); [unfold s62_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + e)) []) (s141_board 1 1 1 2 (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 2 (2 + e) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: T :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: T :: repeat F (2 + e)) []) (s141_board 1 1 (2 + c) 2 (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: T :: T :: repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + c) 2 (2 + e) y1); [unfold s141_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) 1 (2 + e) y1) (Hm : meas (s141_board 1 1 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s141_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c10_t1_a1 IH c e y1 Hw (move_below_l _ _ 0 _ _ (s141_c10_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c10_t2_a1 IH c e y1 Hw (move_below_l _ _ 1 _ _ (s141_c10_moves c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c10_t2_a2 IH c e y1 Hw (move_below_l _ _ 1 _ _ (s141_c10_moves c e) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c11_moves (c d : nat) : lmoves (s141_board 1 1 (2 + c) (2 + d) 1) = [E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]; T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []) (s61_board (3 + c) (2 + d)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (3 + c) (2 + d) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []) (s141_board 1 1 1 (3 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 (3 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c11_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []) (s141_board 1 1 (2 + c) (3 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + c) (3 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s141_board 1 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c11_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s141_c11_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c11_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s141_c11_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c11_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s141_c11_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c12_moves (c d e : nat) : lmoves (s141_board 1 1 (2 + c) (2 + d) (2 + e)) = [E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e); T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s62_board 0 (3 + c) (2 + d) (2 + e)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (3 + c) (2 + d) (2 + e) y1); [unfold s62_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s141_board 1 1 1 (3 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 (3 + d) (2 + e) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s141_board 1 1 (2 + c) (3 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + c) (3 + d) (2 + e) y1); [unfold s141_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s141_board 1 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s141_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c12_t1_a1 IH c d e y1 Hw (move_below_l _ _ 0 _ _ (s141_c12_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c12_t2_a1 IH c d e y1 Hw (move_below_l _ _ 1 _ _ (s141_c12_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c12_t2_a2 IH c d e y1 Hw (move_below_l _ _ 1 _ _ (s141_c12_moves c d e) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c13_moves (a : nat) : lmoves (s141_board (2 + a) 1 1 2 0) = [repeat T (1 + a) ++ [E; F; T; T; F; E; T; T]; repeat T (2 + a) ++ [F; E; E; F; T; T; T]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E; T; T])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; E]) [(2, 0)]) (s70_board 1 2) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E]) [(2, 0)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 2 y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E; T; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) [(2, 0)]) (s70_board (2 + a) 2) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) [(2, 0)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) 2 y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F; T; T; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; E; F; T; T; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; F; E]) [(3, 0)]) (s58_board (2 + a)) (0) _ (s58_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E]) [(3, 0)]); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_int; zlia.
  - intros HT; apply (use58 IH (2 + a) y1); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s141_dom (2 + a) 1 1 2 0 y1) (Hm : meas (s141_board (2 + a) 1 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 1 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 1 2 0)) in Hg. cbn [lefts] in Hg. rewrite s141_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s141_c13_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s141_c13_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s141_c13_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s141_c13_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s141_c13_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s141_c13_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c14_moves (a d : nat) : lmoves (s141_board (2 + a) 1 1 (2 + d) 1) = [repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]; repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []) (s141_board 1 1 2 (2 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 2 (2 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []) (s141_board (2 + a) 1 2 (2 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 2 (2 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []) (s126_board (2 + a) (3 + d) 1) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) (3 + d) 1 y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s141_dom (2 + a) 1 1 (2 + d) 1 y1) (Hm : meas (s141_board (2 + a) 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 1 (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 1 (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c14_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s141_c14_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c14_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s141_c14_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c14_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s141_c14_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c15_moves (a d e : nat) : lmoves (s141_board (2 + a) 1 1 (2 + d) (2 + e)) = [repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e); repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s141_board 1 1 2 (2 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 2 (2 + d) (2 + e) y1); [unfold s141_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s141_board (2 + a) 1 2 (2 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 2 (2 + d) (2 + e) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s126_board (2 + a) (3 + d) (2 + e)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) (3 + d) (2 + e) y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s141_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s141_dom (2 + a) 1 1 (2 + d) (2 + e) y1) (Hm : meas (s141_board (2 + a) 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 1 (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 1 (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s141_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c15_t1_a1 IH a d e y1 Hw (move_below_l _ _ 0 _ _ (s141_c15_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c15_t1_a2 IH a d e y1 Hw (move_below_l _ _ 0 _ _ (s141_c15_moves a d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c15_t2_a1 IH a d e y1 Hw (move_below_l _ _ 1 _ _ (s141_c15_moves a d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c16_moves (a c : nat) : lmoves (s141_board (2 + a) 1 (2 + c) 0 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ [F; E; F]) []) (s74_board 1 (3 + c) 1) (0) _ (s74_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ [F; E; F]) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_int; zlia.
  - intros HT; apply (use74 IH 1 (3 + c) 1 y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ [F; E; F]) []) (s74_board (2 + a) (3 + c) 1) (0) _ (s74_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ [F; E; F]) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_int; zlia.
  - intros HT; apply (use74 IH (2 + a) (3 + c) 1 y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s101_board (2 + a)) (0) _ (s101_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH (2 + a) y1); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s122_board (2 + a) (2 + c) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) (2 + c) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s141_dom (2 + a) 1 (2 + c) 0 1 y1) (Hm : meas (s141_board (2 + a) 1 (2 + c) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 (2 + c) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 (2 + c) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c16_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s141_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c16_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s141_c16_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c16_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s141_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c16_t2_a2 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s141_c16_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c17_moves (a c : nat) : lmoves (s141_board (2 + a) 1 (2 + c) 1 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; T; F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; T; F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ [F; E; T; F]) []) (s122_board 1 (3 + c) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 (3 + c) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ [F; E; T; F]) []) (s122_board (2 + a) (3 + c) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) (3 + c) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []) (s141_board (2 + a) 1 1 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 1 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c17_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s141_board (2 + a) 1 (2 + c) 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + c) 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s141_dom (2 + a) 1 (2 + c) 1 1 y1) (Hm : meas (s141_board (2 + a) 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 (2 + c) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 (2 + c) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c17_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s141_c17_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c17_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s141_c17_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c17_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s141_c17_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c17_t2_a2 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s141_c17_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c18_moves (a c d : nat) : lmoves (s141_board (2 + a) 1 (2 + c) (2 + d) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []) (s141_board 1 1 (3 + c) (2 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (3 + c) (2 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []) (s141_board (2 + a) 1 (3 + c) (2 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (3 + c) (2 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []) (s141_board (2 + a) 1 1 (3 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 1 (3 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []) (s141_board (2 + a) 1 (2 + c) (3 + d) 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + c) (3 + d) 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s141_dom (2 + a) 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s141_board (2 + a) 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 (2 + c) (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 (2 + c) (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c18_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s141_c18_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c18_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s141_c18_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c18_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s141_c18_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s141_c18_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s141_c18_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c19_moves (a c d e : nat) : lmoves (s141_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e); repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s141_board 1 1 (3 + c) (2 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (3 + c) (2 + d) (2 + e) y1); [unfold s141_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s141_board (2 + a) 1 (3 + c) (2 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (3 + c) (2 + d) (2 + e) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s141_board (2 + a) 1 1 (3 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 1 (3 + d) (2 + e) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c19_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s141_board (2 + a) 1 (2 + c) (3 + d) (2 + e)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + c) (3 + d) (2 + e) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s141_dom (2 + a) 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s141_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 (2 + c) (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s141_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c19_t1_a1 IH a c d e y1 Hw (move_below_l _ _ 0 _ _ (s141_c19_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c19_t1_a2 IH a c d e y1 Hw (move_below_l _ _ 0 _ _ (s141_c19_moves a c d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c19_t2_a1 IH a c d e y1 Hw (move_below_l _ _ 1 _ _ (s141_c19_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s141_c19_t2_a2 IH a c d e y1 Hw (move_below_l _ _ 1 _ _ (s141_c19_moves a c d e) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C141 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s141_dom in Hdom.
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
            assert (d = 0) by zlia; subst d.
  exact (s141_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c2 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c3 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
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
            assert (d = 0) by zlia; subst d.
  exact (s141_c4 IH y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c5 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c6 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s141_c7 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c8 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s141_c9 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c10 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s141_c11 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c12 IH c d e y1 Hdom Hm Hd Hr).
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
            assert (d = 0) by zlia; subst d.
  exact (s141_c13 IH a y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c14 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c15 IH a d e y1 Hdom Hm Hd Hr).
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s141_c16 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s141_c17 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s141_c18 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s141_c19 IH a c d e y1 Hdom Hm Hd Hr).
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

Lemma s142_c1_moves (c d : nat) : lmoves (s142_board 0 1 (2 + c) (2 + d) 1 1) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s142_dom 0 1 (2 + c) (2 + d) 1 1 y1) (Hm : meas (s142_board 0 1 (2 + c) (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board 0 1 (2 + c) (2 + d) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board 0 1 (2 + c) (2 + d) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s142_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c2_moves (c d f : nat) : lmoves (s142_board 0 1 (2 + c) (2 + d) 1 (2 + f)) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hdom : s142_dom 0 1 (2 + c) (2 + d) 1 (2 + f) y1) (Hm : meas (s142_board 0 1 (2 + c) (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board 0 1 (2 + c) (2 + d) 1 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board 0 1 (2 + c) (2 + d) 1 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s142_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c3_moves (c d : nat) : lmoves (s142_board 1 1 (2 + c) (2 + d) 1 1) = [E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]) (s42_board 0 (3 + c) (3 + d)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + c) (3 + d) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s142_dom 1 1 (2 + c) (2 + d) 1 1 y1) (Hm : meas (s142_board 1 1 (2 + c) (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board 1 1 (2 + c) (2 + d) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 1 (2 + c) (2 + d) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s142_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s142_c3_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s142_c3_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c4_moves (c d f : nat) : lmoves (s142_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = [E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []) (s64_board 0 (3 + c) (2 + d) 1 (2 + f)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (3 + c) (2 + d) 1 (2 + f) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hdom : s142_dom 1 1 (2 + c) (2 + d) 1 (2 + f) y1) (Hm : meas (s142_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board 1 1 (2 + c) (2 + d) 1 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 1 (2 + c) (2 + d) 1 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s142_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s142_c4_t1_a1 IH c d f y1 Hw (move_below_l _ _ 0 _ _ (s142_c4_moves c d f) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c5_moves : lmoves (s142_board 1 2 1 0 1 1) = [[T; F; F; E; E; T; T; F]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; E; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s195_board 1 2 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s195_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; E; T; T; F]) []); [strip_eq | unfold s195_board; target_board_eq | strip_offset].
  - unfold s195_form; apply form_int; zlia.
  - intros HT; apply (use195 IH 1 2 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s195_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s142_dom 1 2 1 0 1 1 y1) (Hm : meas (s142_board 1 2 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board 1 2 1 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 2 1 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s142_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s142_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s142_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c6_moves (f : nat) : lmoves (s142_board 1 2 1 0 1 (2 + f)) = [T :: F :: F :: E :: E :: T :: T :: repeat F (2 + f)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: E :: T :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: E :: T :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s195_board 1 2 2 (2 + f)) (0) _ (int ((Z.of_nat y1) - 1)) (s195_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: T :: T :: repeat F (2 + f)) []); [strip_eq | unfold s195_board; target_board_eq | strip_offset].
  - unfold s195_form; apply form_int; zlia.
  - intros HT; apply (use195 IH 1 2 2 (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s195_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (f y1 : nat)
  (Hdom : s142_dom 1 2 1 0 1 (2 + f) y1) (Hm : meas (s142_board 1 2 1 0 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board 1 2 1 0 1 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 2 1 0 1 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s142_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s142_c6_t1_a1 IH f y1 Hw (move_below_l _ _ 0 _ _ (s142_c6_moves f) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c7_moves (a c d : nat) : lmoves (s142_board (2 + a) 1 (2 + c) (2 + d) 1 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []) (s142_board 1 1 (3 + c) (2 + d) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 1 (3 + c) (2 + d) 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []) (s142_board (2 + a) 1 (3 + c) (2 + d) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 1 (3 + c) (2 + d) 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s142_dom (2 + a) 1 (2 + c) (2 + d) 1 1 y1) (Hm : meas (s142_board (2 + a) 1 (2 + c) (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board (2 + a) 1 (2 + c) (2 + d) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) 1 (2 + c) (2 + d) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s142_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c7_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s142_c7_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c7_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s142_c7_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c8_moves (a c d f : nat) : lmoves (s142_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d f y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []) (s142_board 1 1 (3 + c) (2 + d) 1 (2 + f)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 1 (3 + c) (2 + d) 1 (2 + f) y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []) (s142_board (2 + a) 1 (3 + c) (2 + d) 1 (2 + f)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 1 (3 + c) (2 + d) 1 (2 + f) y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d f y1 : nat)
  (Hdom : s142_dom (2 + a) 1 (2 + c) (2 + d) 1 (2 + f) y1) (Hm : meas (s142_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s142_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c8_t1_a1 IH a c d f y1 Hw (move_below_l _ _ 0 _ _ (s142_c8_moves a c d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c8_t1_a2 IH a c d f y1 Hw (move_below_l _ _ 0 _ _ (s142_c8_moves a c d f) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c9_moves (a f : nat) : lmoves (s142_board (2 + a) 2 0 0 3 (2 + f)) = [].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hdom : s142_dom (2 + a) 2 0 0 3 (2 + f) y1) (Hm : meas (s142_board (2 + a) 2 0 0 3 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board (2 + a) 2 0 0 3 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) 2 0 0 3 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s142_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c10_moves (a f : nat) : lmoves (s142_board (2 + a) 2 1 0 2 (2 + f)) = [repeat T (2 + a) ++ F :: F :: E :: E :: T :: T :: T :: repeat F (2 + f)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: E :: T :: T :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: E :: T :: T :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s195_board (2 + a) 2 3 (2 + f)) (0) _ (int ((Z.of_nat y1) - 1)) (s195_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: T :: T :: T :: repeat F (2 + f)) []); [strip_eq | unfold s195_board; target_board_eq | strip_offset].
  - unfold s195_form; apply form_int; zlia.
  - intros HT; apply (use195 IH (2 + a) 2 3 (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s195_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hdom : s142_dom (2 + a) 2 1 0 2 (2 + f) y1) (Hm : meas (s142_board (2 + a) 2 1 0 2 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board (2 + a) 2 1 0 2 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) 2 1 0 2 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s142_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + f) >= 2)%Z) by zlia. exact (s142_c10_t1_a1 IH a f y1 Hw (move_below_l _ _ 0 _ _ (s142_c10_moves a f) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c11_moves (a f : nat) : lmoves (s142_board (2 + a) 2 2 0 1 (2 + f)) = [repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: T :: repeat F (2 + f)].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s142_board (2 + a) 2 1 0 2 (2 + f)) (0) _ (int ((Z.of_nat y1) - 1)) (s142_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: T :: repeat F (2 + f)) []); [strip_eq | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 1 0 2 (2 + f) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s142_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a f y1 : nat)
  (Hdom : s142_dom (2 + a) 2 2 0 1 (2 + f) y1) (Hm : meas (s142_board (2 + a) 2 2 0 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board (2 + a) 2 2 0 1 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) 2 2 0 1 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s142_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2)%Z) by zlia. exact (s142_c11_t1_a1 IH a f y1 Hw (move_below_l _ _ 0 _ _ (s142_c11_moves a f) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C142 mm dd rr.
Proof.
  intros a b c d e f y1 Hdom Hm Hd Hr. unfold s142_dom in Hdom.
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
              exact (s142_c1 IH c d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s142_c2 IH c d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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
              exact (s142_c3 IH c d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s142_c4 IH c d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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
              assert (b = 0) by zlia; subst b.
  exact (s142_c5 IH y1 Hdom Hm Hd Hr).
            }
            {
              assert (b = 0) by zlia; subst b.
  exact (s142_c6 IH f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
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
              exact (s142_c7 IH a c d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s142_c8 IH a c d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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
              assert (b = 0) by zlia; subst b.
  assert (e = 1) by zlia; subst e.
  exact (s142_c9 IH a f y1 Hdom Hm Hd Hr).
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
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
              assert (b = 0) by zlia; subst b.
  assert (e = 0) by zlia; subst e.
  exact (s142_c10 IH a f y1 Hdom Hm Hd Hr).
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
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
              assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s142_c11 IH a f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
        }
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
            {
              exfalso; zlia.
            }
          }
          {
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
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

Lemma s143_c1_moves (b c : nat) : lmoves (s143_board 0 (2 + b) (2 + c)) = [F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s42_board 0 (2 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) (3 + c) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s143_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s143_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s143_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s143_board 0 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s143_board 0 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s143_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s143_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s143_c2_moves (b c : nat) : lmoves (s143_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]; T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s117_board (3 + b) (2 + c)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (3 + b) (2 + c) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s88_board 1 1 (2 + b) (3 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 (2 + b) (3 + c) y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s143_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s143_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s143_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s143_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s143_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s143_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s143_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s143_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s143_c3_moves (a b c : nat) : lmoves (s143_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s143_board 1 (3 + b) (2 + c)) (0) _ (s143_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH 1 (3 + b) (2 + c) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s143_board (2 + a) (3 + b) (2 + c)) (0) _ (s143_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH (2 + a) (3 + b) (2 + c) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s88_board (2 + a) 1 (2 + b) (3 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + b) (3 + c) y1); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s143_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s143_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s143_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s143_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s143_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s143_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s143_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s143_c3_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s143_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C143 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s143_dom in Hdom.
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
        exact (s143_c1 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s143_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s143_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s144_c1_moves (b c : nat) : lmoves (s144_board 0 (2 + b) (2 + c) 1) = [F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []) (s64_board 0 (2 + b) (3 + c) 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + b) (3 + c) 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s144_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s144_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s144_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s144_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s144_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s144_c2_moves (b c d : nat) : lmoves (s144_board 0 (2 + b) (2 + c) (2 + d)) = [F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s64_board 0 (2 + b) (3 + c) 1 (2 + d)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + b) (3 + c) 1 (2 + d) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s144_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s144_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s144_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s144_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s144_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c2_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s144_c2_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s144_c3_moves (b c : nat) : lmoves (s144_board 1 (2 + b) (2 + c) 1) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]; T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; F; E]) []) (s171_board (3 + b) (2 + c) 2) (-1) _ (s171_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; F; E]) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (3 + b) (2 + c) 2 (1 + y1)); [unfold s171_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s144_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []) (s142_board 1 1 (2 + b) (3 + c) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 1 (2 + b) (3 + c) 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s144_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s144_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s144_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s144_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c3_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s144_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c3_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s144_c3_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s144_c4_moves (b c d : nat) : lmoves (s144_board 1 (2 + b) (2 + c) (2 + d)) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d); T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []) (s170_board (3 + b) (2 + c) (2 + d)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (3 + b) (2 + c) (2 + d) y1); [unfold s170_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s142_board 1 1 (2 + b) (3 + c) 1 (2 + d)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 1 (2 + b) (3 + c) 1 (2 + d) y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s144_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s144_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s144_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s144_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c4_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s144_c4_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c4_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s144_c4_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s144_c5_moves (a b c : nat) : lmoves (s144_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []) (s144_board 1 (3 + b) (2 + c) 1) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH 1 (3 + b) (2 + c) 1 y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []) (s144_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []) (s142_board (2 + a) 1 (2 + b) (3 + c) 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 1 (2 + b) (3 + c) 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s144_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s144_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s144_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s144_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c5_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s144_c5_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c5_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s144_c5_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c5_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s144_c5_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s144_c6_moves (a b c d : nat) : lmoves (s144_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []) (s144_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []) (s144_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s142_board (2 + a) 1 (2 + b) (3 + c) 1 (2 + d)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 1 (2 + b) (3 + c) 1 (2 + d) y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s144_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s144_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s144_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s144_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c6_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s144_c6_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c6_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s144_c6_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c6_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s144_c6_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s144_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C144 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s144_dom in Hdom.
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
          exact (s144_c1 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s144_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s144_c3 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s144_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s144_c5 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s144_c6 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s145_c1_moves (c : nat) : lmoves (s145_board 0 0 (2 + c)) = [E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: T :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s127_board 0 0 1 1 (1 + c)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 1 1 (1 + c) y1); [unfold s127_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s145_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s145_board 0 0 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s145_board 0 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 1 0 1 (1 + c)) (0) _ (s97_form y1)).
  - unfold strip, s145_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 1 (1 + c) y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s145_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s145_dom 0 0 (2 + c) y1) (Hm : meas (s145_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s145_board 0 0 (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s145_board 0 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s145_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c1_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s145_c1_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c1_f1_a1 IH c y1 Hw Hm Hd Hr).
Qed.

Lemma s145_c2_moves (b c : nat) : lmoves (s145_board 0 (3 + b) (2 + c)) = [repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s127_board 0 0 1 1 (1 + c)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 1 1 (1 + c) y1); [unfold s127_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s145_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s145_board 0 (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s145_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 1 0 1 (1 + c)) (0) _ (s97_form y1)).
  - unfold strip, s145_board; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 1 (1 + c) y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s145_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s145_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s145_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s145_board 0 (3 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s145_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s145_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s145_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c2_f1_a2 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s145_c3_moves (b c : nat) : lmoves (s145_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s127_board 1 (3 + b) 1 1 (1 + c)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 1 (3 + b) 1 1 (1 + c) y1); [unfold s127_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s145_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s145_board 1 (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s145_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s152_board 1 (3 + b) (1 + c)) (0) _ (s152_form y1)).
  - unfold strip, s145_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH 1 (3 + b) (1 + c) y1); [unfold s152_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s145_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s145_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s145_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s145_board 1 (3 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s145_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s145_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c3_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s145_c3_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c3_f1_a3 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s145_c4_moves (a b c : nat) : lmoves (s145_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s127_board (2 + a) (3 + b) 1 1 (1 + c)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH (2 + a) (3 + b) 1 1 (1 + c) y1); [unfold s127_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s145_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s145_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s145_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s152_board (2 + a) (3 + b) (1 + c)) (0) _ (s152_form y1)).
  - unfold strip, s145_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH (2 + a) (3 + b) (1 + c) y1); [unfold s152_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s145_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s145_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s145_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s145_board (2 + a) (3 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s145_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s145_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s145_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c4_f1_a4 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s145_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C145 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s145_dom in Hdom.
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
        exact (s145_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
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
  exact (s145_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s145_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s145_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s146_c1_moves (b : nat) : lmoves (s146_board 0 (2 + b) 0 1) = [repeat F (2 + b) ++ [E; F; E; F; T]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b); (2, 1)] ([]) [(1, 0)]) (s72_board) (-2) _ (s72_form (2 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3 + b); (2, 1)] ([]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (2 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s146_dom 0 (2 + b) 0 1 y1) (Hm : meas (s146_board 0 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board 0 (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board 0 (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s146_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s146_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s146_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_c2_moves (b : nat) : lmoves (s146_board 0 (2 + b) 1 1) = [repeat F (2 + b) ++ [E; T; F; E; F; T]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] ([T; E; E; F]) [(1, 0)]) (s53_board 0 0) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 0 0 y1); [unfold s53_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s146_dom 0 (2 + b) 1 1 y1) (Hm : meas (s146_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board 0 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board 0 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s146_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s146_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s146_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_c3_moves (b : nat) : lmoves (s146_board 1 (2 + b) 0 1) = [T :: repeat F (2 + b) ++ [E; F; E; F; T]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; E; F]) [(1, 0)]) (s193_board 1 (3 + b) 1) (0) _ (s193_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH 1 (3 + b) 1 y1); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s146_dom 1 (2 + b) 0 1 y1) (Hm : meas (s146_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board 1 (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board 1 (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s146_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s146_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s146_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_c4_moves (b : nat) : lmoves (s146_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; T; F; E; F; T]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s53_board 1 (3 + b)) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 1 (3 + b) y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s146_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s146_dom 1 (2 + b) 1 1 y1) (Hm : meas (s146_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s146_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s146_c4_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s146_c4_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_c5_moves (a b : nat) : lmoves (s146_board (2 + a) (2 + b) 0 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; F; T]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; F]) [(1, 0)]) (s193_board (2 + a) (3 + b) 1) (0) _ (s193_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH (2 + a) (3 + b) 1 y1); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s146_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s146_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board (2 + a) (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board (2 + a) (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s146_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s146_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s146_c5_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_c6_moves (a b : nat) : lmoves (s146_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F; T]].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s53_board (2 + a) (3 + b)) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (2 + a) (3 + b) y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s146_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s146_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s146_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s146_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s146_c6_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s146_c6_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C146 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s146_dom in Hdom.
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
          exact (s146_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s146_c2 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s146_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s146_c4 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          exact (s146_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s146_c6 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s147_c1_moves (c : nat) : lmoves (s147_board 0 1 (2 + c)) = [F :: E :: T :: T :: E :: repeat F (2 + c); F :: T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (F :: E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat F (1 + c)) []) (s43_board 0 2 1 (1 + c)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 2 1 (1 + c) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 1 0 1 (1 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 1 (1 + c) y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s147_dom 0 1 (2 + c) y1) (Hm : meas (s147_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board 0 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board 0 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s147_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c1_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s147_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c1_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s147_c1_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c2_moves (b c : nat) : lmoves (s147_board 0 (3 + b) (2 + c)) = [repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c); repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (E :: T :: T :: F :: E :: repeat F (1 + c)) []) (s43_board 0 2 1 (1 + c)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 2 1 (1 + c) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 1 0 1 (1 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 1 (1 + c) y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s147_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s147_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s147_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s147_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s147_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c3_moves : lmoves (s147_board 1 1 1) = [[T; F; E; T; T; E; F]; [T; F; T; E; E; T; F]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; E]) []) (s70_board 1 2) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E]) []); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 2 y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; E; F]) [(1, 1)]) (s28_board 1 0) (1) _ (s28_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s28_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s147_dom 1 1 1 y1) (Hm : meas (s147_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s147_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s147_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s147_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s147_c3_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s147_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c4_moves (c : nat) : lmoves (s147_board 1 1 (2 + c)) = [T :: F :: E :: T :: T :: E :: repeat F (2 + c); T :: F :: T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: E :: repeat F (1 + c)) []) (s74_board 1 2 (1 + c)) (0) _ (s74_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s74_board; target_board_eq | strip_offset].
  - unfold s74_form; apply form_int; zlia.
  - intros HT; apply (use74 IH 1 2 (1 + c) y1); [unfold s74_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s152_board 1 1 (1 + c)) (0) _ (s152_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH 1 1 (1 + c) y1); [unfold s152_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s147_dom 1 1 (2 + c) y1) (Hm : meas (s147_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s147_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c4_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s147_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s147_c4_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s147_c4_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c5_moves (b c : nat) : lmoves (s147_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c); T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []) (s114_board 1 (3 + b) 2 (1 + c)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 (3 + b) 2 (1 + c) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s152_board 1 (3 + b) (1 + c)) (0) _ (s152_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH 1 (3 + b) (1 + c) y1); [unfold s152_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s147_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s147_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s147_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s147_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c5_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s147_c5_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c5_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s147_c5_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c6_moves (a : nat) : lmoves (s147_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; E; T; T; E; F]; repeat T (2 + a) ++ [F; T; E; E; T; F]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []) (s70_board (2 + a) 2) (0) _ (s70_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) 2 y1); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; T; E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 1)]) (s28_board (2 + a) 0) (1) _ (s28_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s28_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s147_dom (2 + a) 1 1 y1) (Hm : meas (s147_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board (2 + a) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board (2 + a) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s147_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s147_c6_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s147_c6_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s147_c6_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s147_c6_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c7_moves (a c : nat) : lmoves (s147_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s78_board (2 + a) 1 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s78_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (2 + a) 1 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s78_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s47_board (2 + a) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s47_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s47_board; target_board_eq | strip_offset].
  - unfold s47_form; apply form_int; zlia.
  - intros HT; apply (use47 IH (2 + a) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s47_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s147_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s147_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s147_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c7_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s147_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c7_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s147_c7_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c8_moves (a b c : nat) : lmoves (s147_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []) (s114_board (2 + a) (3 + b) 2 (1 + c)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (2 + a) (3 + b) 2 (1 + c) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s147_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s152_board (2 + a) (3 + b) (1 + c)) (0) _ (s152_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH (2 + a) (3 + b) (1 + c) y1); [unfold s152_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s147_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s147_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s147_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s147_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c8_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s147_c8_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s147_c8_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s147_c8_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C147 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s147_dom in Hdom.
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
        exact (s147_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s147_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s147_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s147_c4 IH c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s147_c5 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s147_c6 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s147_c7 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s147_c8 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s148_c1_moves : lmoves (s148_board 0) = [[F; F; E; F; T; E; T; F]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0)%Z) (Hm : (meas ([F; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2); (1, 1)] ([T; F]) [(1, 1)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s148_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s148_dom 0 y1) (Hm : meas (s148_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s148_board 0)) (int (Z.of_nat y1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s148_board 0)) in Hg. cbn [lefts] in Hg. rewrite s148_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0)%Z) by zlia. exact (s148_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s148_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s148_c2_moves : lmoves (s148_board 1) = [[T; F; F; E; F; T; E; T; F]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; F; T; F]) [(1, 1)]) (s146_board 1 2 0 1) (1) _ (s146_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 2 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; F; T; F]) [(1, 1)]) (s153_board 1) (1) _ (s153_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s148_dom 1 y1) (Hm : meas (s148_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s148_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s148_board 1)) in Hg. cbn [lefts] in Hg. rewrite s148_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s148_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s148_c2_t1_a2 IH y1 Hw (move_below_l _ _ 0 _ _ (s148_c2_moves) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s148_c3_moves (a : nat) : lmoves (s148_board (2 + a)) = [repeat T (2 + a) ++ [F; F; E; F; T; E; T; F]].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]) (s146_board (2 + a) 2 0 1) (1) _ (s146_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]) (s153_board (2 + a)) (1) _ (s153_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s148_dom (2 + a) y1) (Hm : meas (s148_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s148_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s148_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s148_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s148_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s148_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s148_c3_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s148_c3_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s148_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C148 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s148_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s148_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s148_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s148_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s149_c1_moves (b : nat) : lmoves (s149_board 0 (2 + b)) = [F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2); (1, 1)] (T :: F :: T :: E :: repeat F (1 + b)) []) (s97_board 0 1 1 (1 + b)) (-1) _ (s97_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 1 1 (1 + b) (1 + y1)); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s149_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s149_dom 0 (2 + b) y1) (Hm : meas (s149_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s149_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s149_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s149_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s149_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s149_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s149_c2_moves (b : nat) : lmoves (s149_board 1 (2 + b)) = [T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []) (s154_board 1 (1 + b)) (0) _ (s154_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s154_board; target_board_eq | strip_offset].
  - unfold s154_form; apply form_int; zlia.
  - intros HT; apply (use154 IH 1 (1 + b) y1); [unfold s154_dom; zlia | unfold lex3; lia].
Qed.
Lemma s149_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s149_dom 1 (2 + b) y1) (Hm : meas (s149_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s149_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s149_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s149_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s149_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s149_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s149_c3_moves (a b : nat) : lmoves (s149_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []) (s154_board (2 + a) (1 + b)) (0) _ (s154_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s154_board; target_board_eq | strip_offset].
  - unfold s154_form; apply form_int; zlia.
  - intros HT; apply (use154 IH (2 + a) (1 + b) y1); [unfold s154_dom; zlia | unfold lex3; lia].
Qed.
Lemma s149_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s149_dom (2 + a) (2 + b) y1) (Hm : meas (s149_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s149_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s149_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s149_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s149_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s149_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s149_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C149 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s149_dom in Hdom.
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
      exact (s149_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s149_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s149_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s150_c1_moves (a b c : nat) : lmoves (s150_board (6 + a) (3 + b) (2 + c)) = [repeat T (6 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []) (s155_board (6 + a) (4 + b) (2 + c)) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (6 + a) (4 + b) (2 + c) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s150_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s150_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (2 + c)) []) (s78_board (6 + a) (4 + b) 1 (2 + c)) (0) _ (s78_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s150_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (6 + a) (4 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s78_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s150_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s150_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s150_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (3 + c)) []) (s134_board (7 + a) (4 + b) (3 + c)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s150_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (3 + c)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (7 + a) (4 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s150_dom (6 + a) (3 + b) (2 + c) y1) (Hm : meas (s150_board (6 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s150_board (6 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s150_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s150_board (6 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s150_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s150_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s150_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s150_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s150_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s150_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C150 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s150_dom in Hdom.
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
  exact (s150_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s151_c1_moves (a b : nat) : lmoves (s151_board (4 + a) (3 + b) 0) = [].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s151_dom (4 + a) (3 + b) 0 y1) (Hm : meas (s151_board (4 + a) (3 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s151_board (4 + a) (3 + b) 0)) (int (- Z.of_nat y1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s151_board (4 + a) (3 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s151_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s151_c2_moves (a b : nat) : lmoves (s151_board (5 + a) (3 + b) 1) = [].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s151_board (5 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s151_board (5 + a) (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [E; E; T; F]) []) (s156_board (5 + a) (4 + b) 1) (0) _ (s156_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s151_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (5 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s156_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s151_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s151_dom (5 + a) (3 + b) 1 y1) (Hm : meas (s151_board (5 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s151_board (5 + a) (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s151_board (5 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s151_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s151_c3_moves (a b c : nat) : lmoves (s151_board (6 + a) (3 + b) (2 + c)) = [].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c3_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s151_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s151_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []) (s156_board (6 + a) (4 + b) (2 + c)) (0) _ (s156_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s151_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (6 + a) (4 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s156_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s151_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s151_board (6 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s151_board (6 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []) (s155_board (6 + a) (4 + b) (2 + c)) (0) _ (s155_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s151_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (6 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s151_dom (6 + a) (3 + b) (2 + c) y1) (Hm : meas (s151_board (6 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s151_board (6 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s151_board (6 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s151_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s151_c3_f1_a2 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s151_c3_f1_a3 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s151_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C151 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s151_dom in Hdom.
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s151_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s151_c2 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s151_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s152_c1_moves (b : nat) : lmoves (s152_board 0 (3 + b) 1) = [repeat F (3 + b) ++ [E; T; F; T; E; F]; repeat F (3 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ [E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] ([E; T; F; T; F; E]) []) (s117_board 1 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ [T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] ([T; F; E; E; T; F]) []) (s156_board 1 1 1) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 1 1 y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s152_dom 0 (3 + b) 1 y1) (Hm : meas (s152_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board 0 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board 0 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s152_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s152_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s152_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s152_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s152_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_c2_moves (b c : nat) : lmoves (s152_board 0 (3 + b) (2 + c)) = [repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c); repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 4 + b)] (T :: E :: T :: E :: repeat F (2 + c)) []) (s43_board 1 1 0 (2 + c)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 4 + b)] (T :: E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 (2 + c) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (T :: F :: E :: E :: T :: repeat F (2 + c)) []) (s156_board 1 1 (2 + c)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: F :: E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 1 (2 + c) y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s152_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s152_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s152_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s152_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s152_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s152_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s152_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_c3_moves : lmoves (s152_board 1 1 1) = [[T; F; E; T; F; T; E; F]; [T; F; T; E; F; E; T; F]].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; T; F; E]) []) (s103_board 1) (0) _ (s103_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; T; F; E]) []); [reflexivity | unfold s103_board; target_board_eq | strip_offset].
  - unfold s103_form; apply form_int; zlia.
  - intros HT; apply (use103 IH 1 y1); [unfold s103_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; F; E; E; T; F]) []) (s157_board 1 1 1) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E; T; F]) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 1 1 y1); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s152_dom 1 1 1 y1) (Hm : meas (s152_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s152_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s152_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s152_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s152_c3_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s152_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_c4_moves (c : nat) : lmoves (s152_board 1 1 (2 + c)) = [T :: F :: E :: T :: F :: T :: E :: repeat F (2 + c); T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: E :: T :: E :: repeat F (2 + c)) []) (s104_board 1 (2 + c)) (0) _ (s104_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s104_board; target_board_eq | strip_offset].
  - unfold s104_form; apply form_int; zlia.
  - intros HT; apply (use104 IH 1 (2 + c) y1); [unfold s104_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: F :: E :: E :: T :: repeat F (2 + c)) []) (s157_board 1 1 (2 + c)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 1 (2 + c) y1); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s152_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s152_dom 1 1 (2 + c) y1) (Hm : meas (s152_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s152_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s152_c4_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s152_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s152_c4_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s152_c4_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_c5_moves (b : nat) : lmoves (s152_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; T; F; T; E; F]; T :: repeat F (3 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s146_board 1 (3 + b) 1 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (3 + b) 1 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [T; F; E; E; T; F]) []) (s157_board 1 (3 + b) 1) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (3 + b) 1 y1); [unfold s157_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s152_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s152_dom 1 (3 + b) 1 y1) (Hm : meas (s152_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s152_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s152_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s152_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s152_c5_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s152_c5_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_c6_moves (b c : nat) : lmoves (s152_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c); T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []) (s147_board 1 (4 + b) (2 + c)) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 (4 + b) (2 + c) y1); [unfold s147_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s152_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []) (s157_board 1 (3 + b) (2 + c)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (3 + b) (2 + c) y1); [unfold s157_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s152_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s152_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s152_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s152_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s152_c6_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s152_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s152_c6_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s152_c6_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_c7_moves (a b : nat) : lmoves (s152_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; E; F]; repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s146_board (2 + a) (3 + b) 1 1) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + b) 1 1 y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []) (s157_board (2 + a) (3 + b) 1) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) (3 + b) 1 y1); [unfold s157_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s152_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s152_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s152_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s152_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s152_c7_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s152_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s152_c7_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s152_c7_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_c8_moves (a b c : nat) : lmoves (s152_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []) (s147_board (2 + a) (4 + b) (2 + c)) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) (4 + b) (2 + c) y1); [unfold s147_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s152_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []) (s157_board (2 + a) (3 + b) (2 + c)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) (3 + b) (2 + c) y1); [unfold s157_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s152_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s152_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s152_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s152_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s152_c8_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s152_c8_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s152_c8_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s152_c8_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s152_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C152 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s152_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s152_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s152_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s152_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s152_c4 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s152_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s152_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s152_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s152_c8 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s153_c1_moves : lmoves (s153_board 0) = [[F; F; E; F; E; F; T]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; F; E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3); (2, 1)] ([]) [(1, 0)]) (s72_board) (-2) _ (s72_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3); (2, 1)] ([]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s153_board 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s153_board 0)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3)] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s153_board; tf_in.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s153_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s153_dom 0 y1) (Hm : meas (s153_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s153_board 0)) (int (- Z.of_nat y1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s153_board 0)) in Hg. cbn [lefts] in Hg. rewrite s153_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s153_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s153_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s153_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s153_c2_moves : lmoves (s153_board 1) = [[T; F; F; E; F; E; F; T]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; E; F]) [(1, 0)]) (s158_board 1) (0) _ (s158_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH 1 y1); [unfold s158_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s153_board 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s153_board 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; T; F; E]) []) (s81_board 1 3 1) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s153_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s153_dom 1 y1) (Hm : meas (s153_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s153_board 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s153_board 1)) in Hg. cbn [lefts] in Hg. rewrite s153_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s153_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s153_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s153_c2_f1_a2 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s153_c3_moves (a : nat) : lmoves (s153_board (2 + a)) = [repeat T (2 + a) ++ [F; F; E; F; E; F; T]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; E; F]) [(1, 0)]) (s158_board (2 + a)) (0) _ (s158_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) y1); [unfold s158_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s153_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s153_board (2 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []) (s81_board (2 + a) 3 1) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s153_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s153_dom (2 + a) y1) (Hm : meas (s153_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s153_board (2 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s153_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s153_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s153_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s153_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s153_c3_f1_a3 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s153_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C153 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s153_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s153_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s153_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s153_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s154_c1_moves : lmoves (s154_board 0 1) = [[F; F; E; F; T; F; E; T; F]].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([F; F; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; F; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2); (1, 1)] ([T; F; F]) [(1, 1)]) (s37_board 1) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s154_dom 0 1 y1) (Hm : meas (s154_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s154_board 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s154_board 0 1)) in Hg. cbn [lefts] in Hg. rewrite s154_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s154_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s154_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s154_c2_moves (b : nat) : lmoves (s154_board 0 (2 + b)) = [F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s62_board 0 1 1 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 1 (2 + b) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s154_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s154_dom 0 (2 + b) y1) (Hm : meas (s154_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s154_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s154_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s154_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s154_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s154_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s154_c3_moves : lmoves (s154_board 1 1) = [[T; F; F; E; F; T; F; E; T; F]].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; F; T; F; F]) [(1, 1)]) (s196_board) (1) _ (s196_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s196_board; target_board_eq | strip_offset].
  - unfold s196_form; apply form_int; zlia.
  - intros HT; apply (use196 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s196_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; F; T; F; F]) [(1, 1)]) (s159_board 1 2) (1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s154_dom 1 1 y1) (Hm : meas (s154_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s154_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s154_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s154_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s154_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s154_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s154_c3_t1_a2 IH y1 Hw (move_below_l _ _ 0 _ _ (s154_c3_moves) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s154_c4_moves (b : nat) : lmoves (s154_board 1 (2 + b)) = [T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s138_board 1 3 1 (2 + b)) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH 1 3 1 (2 + b) y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s154_dom 1 (2 + b) y1) (Hm : meas (s154_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s154_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s154_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s154_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s154_c4_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s154_c4_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s154_c5_moves (a : nat) : lmoves (s154_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]) (s197_board (2 + a)) (1) _ (s197_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s197_board; target_board_eq | strip_offset].
  - unfold s197_form; apply form_int; zlia.
  - intros HT; apply (use197 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s197_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]) (s159_board (2 + a) 2) (1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s154_dom (2 + a) 1 y1) (Hm : meas (s154_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s154_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s154_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s154_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s154_c5_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s154_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s154_c5_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s154_c5_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s154_c6_moves (a b : nat) : lmoves (s154_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s138_board (2 + a) 3 1 (2 + b)) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH (2 + a) 3 1 (2 + b) y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s154_dom (2 + a) (2 + b) y1) (Hm : meas (s154_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s154_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s154_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s154_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s154_c6_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s154_c6_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exact (s154_c1 IH y1 Hdom Hm Hd Hr).
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
      exact (s154_c3 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s154_c4 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s154_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s154_c6 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s155_c1_moves (a b c : nat) : lmoves (s155_board (6 + a) (4 + b) (2 + c)) = [].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s155_board (6 + a) (4 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s155_board (6 + a) (4 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (1 + c)) []) (s120_board (6 + a) (4 + b) 0 1 (1 + c)) (0) _ (s120_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s155_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH (6 + a) (4 + b) 0 1 (1 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s120_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s155_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s155_board (6 + a) (4 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s155_board (6 + a) (4 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []) (s150_board (7 + a) (4 + b) (2 + c)) (0) _ (s150_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s155_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH (7 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s155_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s155_dom (6 + a) (4 + b) (2 + c) y1) (Hm : meas (s155_board (6 + a) (4 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s155_board (6 + a) (4 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s155_board (6 + a) (4 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s155_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s155_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s155_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

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
        exfalso; zlia.
      }
      {
        do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s155_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s156_c1_moves (b : nat) : lmoves (s156_board 0 (3 + b) 1) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s156_dom 0 (3 + b) 1 y1) (Hm : meas (s156_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 0 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 0 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s156_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c2_moves (b c : nat) : lmoves (s156_board 0 (3 + b) (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s156_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s156_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s156_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c3_moves : lmoves (s156_board 1 1 1) = [[E; F; T; E; T; F]].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([T; F]) [(1, 1)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s156_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s156_dom 1 1 1 y1) (Hm : meas (s156_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s156_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s156_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s156_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c4_moves (c : nat) : lmoves (s156_board 1 1 (2 + c)) = [E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (T :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 0 1 1 (1 + c)) (-1) _ (s97_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 1 1 (1 + c) (1 + y1)); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s156_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s156_dom 1 1 (2 + c) y1) (Hm : meas (s156_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s156_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s156_c4_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s156_c4_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c5_moves (b : nat) : lmoves (s156_board 1 (3 + b) 1) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s156_dom 1 (3 + b) 1 y1) (Hm : meas (s156_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s156_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c6_moves (b c : nat) : lmoves (s156_board 1 (3 + b) (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s156_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s156_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s156_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c7_moves (a c : nat) : lmoves (s156_board (2 + a) 1 (2 + c)) = [repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []) (s161_board 1 0 (1 + c)) (0) _ (s161_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_int; zlia.
  - intros HT; apply (use161 IH 1 0 (1 + c) y1); [unfold s161_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s156_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []) (s161_board (2 + a) 0 (1 + c)) (0) _ (s161_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_int; zlia.
  - intros HT; apply (use161 IH (2 + a) 0 (1 + c) y1); [unfold s161_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s156_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s156_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s156_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s156_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s156_c7_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s156_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s156_c7_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s156_c7_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c8_moves (a b : nat) : lmoves (s156_board (2 + a) (3 + b) 1) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s156_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s156_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s156_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c9_moves (a b c : nat) : lmoves (s156_board (2 + a) (3 + b) (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s156_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s156_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s156_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C156 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s156_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s156_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s156_c4 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s156_c7 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s157_c1_moves (b : nat) : lmoves (s157_board 0 (3 + b) 1) = [repeat F (3 + b) ++ [E; F; T; E; T; F]].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ [E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b); (1, 1)] ([T; F]) [(1, 1)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b); (1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s157_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s157_dom 0 (3 + b) 1 y1) (Hm : meas (s157_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 0 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 0 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s157_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s157_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s157_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c2_moves (b c : nat) : lmoves (s157_board 0 (3 + b) (2 + c)) = [repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b); (1, 1)] (T :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 0 1 1 (1 + c)) (-1) _ (s97_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b); (1, 1)] (T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 1 1 (1 + c) (1 + y1)); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s157_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s157_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s157_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s157_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s157_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c3_moves : lmoves (s157_board 1 1 0) = [[T; F; E; F; T; E; T]].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; F; T; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; F; T; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E]) [(1, 1); (1, 0)]) (s71_board 1) (1) _ (s71_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E]) [(1, 1); (1, 0)]); [reflexivity | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s157_dom 1 1 0 y1) (Hm : meas (s157_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 1 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 1 0)) in Hg. cbn [lefts] in Hg. rewrite s157_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s157_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s157_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c4_moves : lmoves (s157_board 1 1 1) = [[T; F; E; F; T; E; T; F]].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; T; E; T; F]) []) (s142_board 1 2 1 0 1 1) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; E; T; F]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 0 1 1 y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s157_dom 1 1 1 y1) (Hm : meas (s157_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s157_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s157_c4_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s157_c4_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c5_moves (c : nat) : lmoves (s157_board 1 1 (2 + c)) = [T :: F :: E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c)) []) (s142_board 1 2 1 0 1 (2 + c)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 2 1 0 1 (2 + c) y1); [unfold s142_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s157_dom 1 1 (2 + c) y1) (Hm : meas (s157_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s157_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s157_c5_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s157_c5_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c6_moves (b : nat) : lmoves (s157_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; F; T; E; T; F]].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]) (s146_board 1 (3 + b) 0 1) (1) _ (s146_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (3 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]) (s160_board 1 (3 + b) 1) (1) _ (s160_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s160_board; target_board_eq | strip_offset].
  - unfold s160_form; apply form_int; zlia.
  - intros HT; apply (use160 IH 1 (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s160_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s157_dom 1 (3 + b) 1 y1) (Hm : meas (s157_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s157_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s157_c6_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s157_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s157_c6_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s157_c6_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c7_moves (b c : nat) : lmoves (s157_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []) (s161_board 1 (3 + b) (1 + c)) (0) _ (s161_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_int; zlia.
  - intros HT; apply (use161 IH 1 (3 + b) (1 + c) y1); [unfold s161_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s157_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s157_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s157_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s157_c7_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s157_c7_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c8_moves (a b : nat) : lmoves (s157_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F]].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]) (s146_board (2 + a) (3 + b) 0 1) (1) _ (s146_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]) (s160_board (2 + a) (3 + b) 1) (1) _ (s160_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s160_board; target_board_eq | strip_offset].
  - unfold s160_form; apply form_int; zlia.
  - intros HT; apply (use160 IH (2 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s160_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s157_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s157_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s157_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s157_c8_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s157_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s157_c8_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s157_c8_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s157_c9_moves (a b c : nat) : lmoves (s157_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []) (s161_board (2 + a) (3 + b) (1 + c)) (0) _ (s161_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_int; zlia.
  - intros HT; apply (use161 IH (2 + a) (3 + b) (1 + c) y1); [unfold s161_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s157_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s157_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s157_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s157_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s157_c9_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s157_c9_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s157_c1 IH b y1 Hdom Hm Hd Hr).
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
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s157_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s157_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s157_c5 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s157_c6 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s157_c7 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s157_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s157_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s158_c1_moves : lmoves (s158_board 0) = [].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s158_board 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s158_board 0)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3); (1, 1)] ([E]) []) (s72_board) (-1) _ (s72_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3); (1, 1)] ([E]) [] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s158_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s158_dom 0 y1) (Hm : meas (s158_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s158_board 0)) (int (- Z.of_nat y1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s158_board 0)) in Hg. cbn [lefts] in Hg. rewrite s158_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s158_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s158_c2_moves : lmoves (s158_board 1) = [].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s158_board 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s158_board 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; F; E]) []) (s81_board 1 3 0) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 3 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s158_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s158_dom 1 y1) (Hm : meas (s158_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s158_board 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s158_board 1)) in Hg. cbn [lefts] in Hg. rewrite s158_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s158_c2_f1_a2 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s158_c3_moves (a : nat) : lmoves (s158_board (2 + a)) = [].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s158_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s158_board (2 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; F; E]) []) (s81_board (2 + a) 3 0) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 3 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s158_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s158_dom (2 + a) y1) (Hm : meas (s158_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s158_board (2 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s158_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s158_c3_f1_a3 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s158_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C158 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s158_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s158_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s158_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s158_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s159_c1_moves : lmoves (s159_board 0 2) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board 0 2) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s159_board 0 2)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3)] ([E; T; F; F; E]) []) (s37_board 1) (0) _ (s37_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; F; E]) []); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s159_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s159_dom 0 2 y1) (Hm : meas (s159_board 0 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s159_board 0 2)) (int (- Z.of_nat y1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s159_board 0 2)) in Hg. cbn [lefts] in Hg. rewrite s159_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s159_c2_moves : lmoves (s159_board 1 2) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board 1 2) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s159_board 1 2)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; T; F; F; E]) []) (s88_board 1 3 1 2) (0) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 3 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s159_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s159_dom 1 2 y1) (Hm : meas (s159_board 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s159_board 1 2)) (int (- Z.of_nat y1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 2)) in Hg. cbn [lefts] in Hg. rewrite s159_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c2_f1_a2 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s159_c3_moves (a : nat) : lmoves (s159_board (2 + a) 2) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board (2 + a) 2) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s159_board (2 + a) 2)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; T; F; F; E]) []) (s88_board (2 + a) 3 1 2) (0) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; F; E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 3 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s159_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s159_dom (2 + a) 2 y1) (Hm : meas (s159_board (2 + a) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s159_board (2 + a) 2)) (int (- Z.of_nat y1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) 2)) in Hg. cbn [lefts] in Hg. rewrite s159_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c3_f1_a3 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s159_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C159 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s159_dom in Hdom.
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
      assert (b = 0) by zlia; subst b.
  exact (s159_c1 IH y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s159_c2 IH y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s159_c3 IH a y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s160_c1_moves (b : nat) : lmoves (s160_board 0 (3 + b) 1) = [repeat F (3 + b) ++ [E; F; E; F; T]].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ [E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 4 + b); (2, 1)] ([]) [(1, 0)]) (s72_board) (-2) _ (s72_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 4 + b); (2, 1)] ([]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s160_board 0 (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s160_board 0 (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 4 + b)] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s160_board; tf_in.
  - apply (tf_norm_by _ [(0, 4 + b)] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s160_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s160_dom 0 (3 + b) 1 y1) (Hm : meas (s160_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board 0 (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board 0 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s160_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s160_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s160_c2_moves (b c : nat) : lmoves (s160_board 0 (3 + b) (2 + c)) = [].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s160_board 0 (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s160_board 0 (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 4 + b)] (E :: T :: repeat F (2 + c) ++ [E]) []) (s42_board 0 1 (2 + c)) (0) _ (s42_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s160_board; tf_in.
  - apply (tf_norm_by _ [(0, 4 + b)] (E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s160_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s160_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s160_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board 0 (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s160_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c2_f1_a2 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s160_c3_moves (b : nat) : lmoves (s160_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; F; E; F; T]].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ [E; E; F]) [(1, 0)]) (s162_board 1 (4 + b)) (0) _ (s162_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s162_board; target_board_eq | strip_offset].
  - unfold s162_form; apply form_int; zlia.
  - intros HT; apply (use162 IH 1 (4 + b) y1); [unfold s162_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s160_board 1 (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s160_board 1 (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ [E; T; F; E]) []) (s81_board 1 (4 + b) 1) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s160_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s160_dom 1 (3 + b) 1 y1) (Hm : meas (s160_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board 1 (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s160_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s160_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c3_f1_a3 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s160_c4_moves (b c : nat) : lmoves (s160_board 1 (3 + b) (2 + c)) = [].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s160_board 1 (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s160_board 1 (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s88_board 1 (4 + b) 1 (2 + c)) (0) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s160_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (4 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s160_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s160_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s160_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board 1 (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s160_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c4_f1_a4 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s160_c5_moves (a b : nat) : lmoves (s160_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E; F; T]].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; E; F]) [(1, 0)]) (s162_board (2 + a) (4 + b)) (0) _ (s162_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s162_board; target_board_eq | strip_offset].
  - unfold s162_form; apply form_int; zlia.
  - intros HT; apply (use162 IH (2 + a) (4 + b) y1); [unfold s162_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s160_board (2 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s160_board (2 + a) (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E]) []) (s81_board (2 + a) (4 + b) 1) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s160_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s160_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s160_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board (2 + a) (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s160_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s160_c5_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c5_f1_a5 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s160_c6_moves (a b c : nat) : lmoves (s160_board (2 + a) (3 + b) (2 + c)) = [].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s160_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s160_board (2 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s88_board (2 + a) (4 + b) 1 (2 + c)) (0) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s160_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (4 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s160_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s160_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s160_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board (2 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s160_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s160_c6_f1_a6 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s160_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C160 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s160_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s160_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c4 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s160_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s161_c1_moves : lmoves (s161_board 0 0 1) = [[E; F; T; F; E; T; F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([T; F; F]) [(1, 1)]) (s37_board 1) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s161_dom 0 0 1 y1) (Hm : meas (s161_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 0 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 0 0 1)) in Hg. cbn [lefts] in Hg. rewrite s161_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s161_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s161_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c2_moves (c : nat) : lmoves (s161_board 0 0 (2 + c)) = [E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s62_board 0 1 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 1 (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s161_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s161_dom 0 0 (2 + c) y1) (Hm : meas (s161_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 0 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 0 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s161_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s161_c2_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s161_c2_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c3_moves (b : nat) : lmoves (s161_board 0 (3 + b) 1) = [repeat F (3 + b) ++ [E; F; T; F; E; T; F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b); (1, 1)] ([T; F; F]) [(1, 1)]) (s37_board 1) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b); (1, 1)] ([T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s161_dom 0 (3 + b) 1 y1) (Hm : meas (s161_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 0 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 0 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s161_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s161_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s161_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c4_moves (b c : nat) : lmoves (s161_board 0 (3 + b) (2 + c)) = [repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 4 + b)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s62_board 0 1 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 4 + b)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 1 (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s161_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s161_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s161_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s161_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s161_c4_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s161_c4_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c5_moves : lmoves (s161_board 1 0 1) = [[E; T; F; T; F; T; E; F]; [T; E; F; T; F; E; T; F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([T; E; T; F; T; E; F]) []) (s97_board 1 1 1 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 1 1 1 y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s161_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s101_board 1) (0) _ (s101_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH 1 y1); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s161_dom 1 0 1 y1) (Hm : meas (s161_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s161_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s161_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s161_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s161_c5_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s161_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c6_moves (c : nat) : lmoves (s161_board 1 0 (2 + c)) = [E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c); T :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat F (2 + c)) []) (s97_board 1 1 1 (2 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 1 1 (2 + c) y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s161_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s105_board 1 (2 + c)) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH 1 (2 + c) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s161_dom 1 0 (2 + c) y1) (Hm : meas (s161_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 1 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 1 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s161_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s161_c6_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s161_c6_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s161_c6_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s161_c6_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c7_moves (b : nat) : lmoves (s161_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s198_board 1 (3 + b)) (1) _ (s198_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s198_board; target_board_eq | strip_offset].
  - unfold s198_form; apply form_int; zlia.
  - intros HT; apply (use198 IH 1 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s198_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s160_board 1 (3 + b) 2) (1) _ (s160_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s160_board; target_board_eq | strip_offset].
  - unfold s160_form; apply form_int; zlia.
  - intros HT; apply (use160 IH 1 (3 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s160_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s161_dom 1 (3 + b) 1 y1) (Hm : meas (s161_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s161_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s161_c7_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s161_c7_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s161_c7_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s161_c7_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c8_moves (b c : nat) : lmoves (s161_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s138_board 1 (4 + b) 1 (2 + c)) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH 1 (4 + b) 1 (2 + c) y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s161_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s161_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s161_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s161_c8_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s161_c8_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c9_moves (a : nat) : lmoves (s161_board (2 + a) 0 1) = [repeat T (1 + a) ++ [E; T; F; T; F; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; T; E; T; F; T; E; F]) []) (s175_board) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; T; E; F]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH y1); [unfold s175_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; F]) []) (s176_board (2 + a)) (0) _ (s176_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; F]) []); [reflexivity | unfold s176_board; target_board_eq | strip_offset].
  - unfold s176_form; apply form_int; zlia.
  - intros HT; apply (use176 IH (2 + a) y1); [unfold s176_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; F]) [(1, 1)]) (s177_board (2 + a)) (1) _ (s177_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s177_board; target_board_eq | strip_offset].
  - unfold s177_form; apply form_int; zlia.
  - intros HT; apply (use177 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s177_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s161_dom (2 + a) 0 1 y1) (Hm : meas (s161_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board (2 + a) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board (2 + a) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s161_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s161_c9_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s161_c9_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s161_c9_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s161_c9_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s161_c9_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s161_c9_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c10_moves (a c : nat) : lmoves (s161_board (2 + a) 0 (2 + c)) = [repeat T (1 + a) ++ E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat F (2 + c)) []) (s178_board 1 (2 + c)) (0) _ (s178_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s178_board; target_board_eq | strip_offset].
  - unfold s178_form; apply form_int; zlia.
  - intros HT; apply (use178 IH 1 (2 + c) y1); [unfold s178_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: F :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat F (2 + c)) []) (s178_board (2 + a) (2 + c)) (0) _ (s178_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s178_board; target_board_eq | strip_offset].
  - unfold s178_form; apply form_int; zlia.
  - intros HT; apply (use178 IH (2 + a) (2 + c) y1); [unfold s178_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s105_board (2 + a) (2 + c)) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH (2 + a) (2 + c) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s161_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s161_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board (2 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board (2 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s161_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s161_c10_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s161_c10_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s161_c10_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s161_c10_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s161_c10_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s161_c10_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c11_moves (a b : nat) : lmoves (s161_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s198_board (2 + a) (3 + b)) (1) _ (s198_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s198_board; target_board_eq | strip_offset].
  - unfold s198_form; apply form_int; zlia.
  - intros HT; apply (use198 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s198_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s160_board (2 + a) (3 + b) 2) (1) _ (s160_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s160_board; target_board_eq | strip_offset].
  - unfold s160_form; apply form_int; zlia.
  - intros HT; apply (use160 IH (2 + a) (3 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s160_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s161_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s161_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s161_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s161_c11_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s161_c11_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s161_c11_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s161_c11_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_c12_moves (a b c : nat) : lmoves (s161_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s138_board (2 + a) (4 + b) 1 (2 + c)) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH (2 + a) (4 + b) 1 (2 + c) y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s161_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s161_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s161_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s161_c12_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s161_c12_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s161_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C161 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s161_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s161_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s161_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
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
  exact (s161_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s161_c4 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s161_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s161_c6 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
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
  exact (s161_c7 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s161_c8 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s161_c9 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s161_c10 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
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
  exact (s161_c11 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s161_c12 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s162_c1_moves (b : nat) : lmoves (s162_board 0 (4 + b)) = [].
Proof. unfold s162_board. tf_options. Qed.
Lemma s162_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s162_board 0 (4 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s162_board 0 (4 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 4 + b); (1, 1)] ([E]) []) (s72_board) (-1) _ (s72_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip, s162_board; tf_in.
  - apply (tf_norm_by_blank _ [(0, 4 + b); (1, 1)] ([E]) [] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s162_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s162_dom 0 (4 + b) y1) (Hm : meas (s162_board 0 (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s162_board 0 (4 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s162_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s162_board 0 (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s162_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s162_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s162_c2_moves (b : nat) : lmoves (s162_board 1 (4 + b)) = [].
Proof. unfold s162_board. tf_options. Qed.
Lemma s162_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s162_board 1 (4 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s162_board 1 (4 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ [E; F; E]) []) (s81_board 1 (4 + b) 0) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s162_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ [E; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (4 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s162_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s162_dom 1 (4 + b) y1) (Hm : meas (s162_board 1 (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s162_board 1 (4 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s162_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s162_board 1 (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s162_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s162_c2_f1_a2 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s162_c3_moves (a b : nat) : lmoves (s162_board (2 + a) (4 + b)) = [].
Proof. unfold s162_board. tf_options. Qed.
Lemma s162_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s162_board (2 + a) (4 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s162_board (2 + a) (4 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; E]) []) (s81_board (2 + a) (4 + b) 0) (0) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s162_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (4 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s162_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s162_dom (2 + a) (4 + b) y1) (Hm : meas (s162_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s162_board (2 + a) (4 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s162_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s162_board (2 + a) (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s162_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s162_c3_f1_a3 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s162_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C162 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s162_dom in Hdom.
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
      do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s162_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s162_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s162_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s163_c1_moves (a b : nat) : lmoves (s163_board (4 + a) (4 + b) 1) = [].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s163_board (4 + a) (4 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s163_board (4 + a) (4 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ [E]) []) (s42_board 0 (4 + a) (5 + b)) (0) _ (s42_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s163_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (4 + a) (5 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s163_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s163_dom (4 + a) (4 + b) 1 y1) (Hm : meas (s163_board (4 + a) (4 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s163_board (4 + a) (4 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s163_board (4 + a) (4 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s163_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s163_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s163_c2_moves (a b c : nat) : lmoves (s163_board (4 + a) (4 + b) (2 + c)) = [].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s163_board (4 + a) (4 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s163_board (4 + a) (4 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ E :: repeat F (1 + c)) []) (s163_board (4 + a) (5 + b) (1 + c)) (0) _ (s163_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s163_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ E :: repeat F (1 + c)) []); [reflexivity | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_int; zlia.
  - intros HT; apply (use163 IH (4 + a) (5 + b) (1 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s163_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s163_dom (4 + a) (4 + b) (2 + c) y1) (Hm : meas (s163_board (4 + a) (4 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s163_board (4 + a) (4 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s163_board (4 + a) (4 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s163_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s163_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s163_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C163 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s163_dom in Hdom.
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
  exact (s163_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s163_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s164_c1_moves (a b c : nat) : lmoves (s164_board (3 + a) (3 + b) (2 + c)) = [E :: repeat T (4 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: repeat T (4 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + c)) []) (s163_board (4 + a) (4 + b) (1 + c)) (0) _ (s163_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + c)) []); [reflexivity | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_int; zlia.
  - intros HT; apply (use163 IH (4 + a) (4 + b) (1 + c) y1); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s164_board (3 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s164_board (3 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ [E; F]) []) (s43_board 1 (3 + a) (4 + b) 1) (0) _ (s43_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s164_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ [E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 (3 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s43_dom; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (s164_board (3 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s164_board (3 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ E :: repeat F (2 + c)) []) (s164_board (3 + a) (4 + b) (2 + c)) (0) _ (s164_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s164_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (3 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s164_dom (3 + a) (3 + b) (2 + c) y1) (Hm : meas (s164_board (3 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s164_board (3 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s164_board (3 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s164_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s164_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s164_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s164_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s164_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s164_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s165_c1_moves (a b c d : nat) : lmoves (s165_board (2 + a) (3 + b) (3 + c) (3 + d)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d))) (int (- Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []) (s164_board (4 + b) (4 + c) (2 + d)) (0) _ (s164_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (4 + b) (4 + c) (2 + d) y1); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d))) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []) (s165_board (2 + a) (4 + b) (4 + c) (3 + d)) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (4 + b) (4 + c) (3 + d) y1); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + d) = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s165_board (2 + a) (3 + b) (3 + c) (3 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s165_board (2 + a) (3 + b) (3 + c) (3 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []) (s43_board (2 + a) (3 + b) (4 + c) (2 + d)) (0) _ (s43_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s165_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) (3 + b) (4 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s43_dom; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) (Hm : (meas (s165_board (2 + a) (3 + b) (3 + c) (3 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s165_board (2 + a) (3 + b) (3 + c) (3 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []) (s165_board (2 + a) (3 + b) (4 + c) (3 + d)) (0) _ (s165_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s165_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (2 + a) (3 + b) (4 + c) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s165_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s165_dom (2 + a) (3 + b) (3 + c) (3 + d) y1) (Hm : meas (s165_board (2 + a) (3 + b) (3 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s165_board (2 + a) (3 + b) (3 + c) (3 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s165_board (2 + a) (3 + b) (3 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s165_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s165_c1_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s165_c1_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) by zlia. exact (s165_c1_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s165_c1_moves a b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (3 + d) = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + d) = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s165_c1_f1_a1 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) by zlia. exact (s165_c1_f1_a2 IH a b c d y1 Hw Hm Hd Hr). }

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
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s165_c1 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s166_c1_moves : lmoves (s166_board) = [[E; F; T; E; F]].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; E; F]) []) (s167_board 1 1) (0) _ (s167_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; E; F]) []); [reflexivity | unfold s167_board; target_board_eq | strip_offset].
  - unfold s167_form; apply form_star; zlia.
  - intros HT; apply (use167 IH 1 1 y1); [unfold s167_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s166_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas (s166_board) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s166_board)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; F; E]) []) (s58_board 1) (0) _ (s58_form y1)).
  - unfold strip, s166_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; E]) []); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_int; zlia.
  - intros HT; apply (use58 IH 1 y1); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s166_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s166_dom y1) (Hm : meas (s166_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s166_board)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s166_board)) in Hg. cbn [lefts] in Hg. rewrite s166_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s166_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s166_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s166_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s166_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C166 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s166_dom in Hdom.
  exact (s166_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s167_c1_moves : lmoves (s167_board 1 1) = [[E; E; T; F]].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s89_board 1) (0) _ (int (Z.of_nat y1)) (s89_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; E; T; F]) []); [strip_eq | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 y1); [unfold s89_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s167_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s167_board 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s167_board 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip, s167_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s167_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s167_dom 1 1 y1) (Hm : meas (s167_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s167_board 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s167_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s167_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s167_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s167_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s167_c2_moves (a b : nat) : lmoves (s167_board (3 + a) (2 + b)) = [E :: repeat T (2 + a) ++ E :: T :: repeat F (2 + b)].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + a) ++ E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b)) []) (s127_board 0 0 (2 + a) 1 (1 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 (2 + a) 1 (1 + b) y1); [unfold s127_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s167_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s167_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s167_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + a) ++ F :: E :: repeat F (1 + b)) []) (s43_board 0 (3 + a) 1 (1 + b)) (0) _ (s43_form y1)).
  - unfold strip, s167_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + a) ++ F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (3 + a) 1 (1 + b) y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s167_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s167_dom (3 + a) (2 + b) y1) (Hm : meas (s167_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s167_board (3 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s167_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s167_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s167_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s167_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
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
      exact (s167_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
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
  exact (s167_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s168_c1_moves (b : nat) : lmoves (s168_board 0 (2 + b)) = [].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s168_dom 0 (2 + b) y1) (Hm : meas (s168_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s168_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s168_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s168_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s168_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s168_c2_moves (b : nat) : lmoves (s168_board 1 (2 + b)) = [].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s168_dom 1 (2 + b) y1) (Hm : meas (s168_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s168_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s168_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s168_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s168_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s168_c3_moves (a b : nat) : lmoves (s168_board (2 + a) (2 + b)) = [].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s168_dom (2 + a) (2 + b) y1) (Hm : meas (s168_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s168_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s168_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s168_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s168_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s168_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C168 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s168_dom in Hdom.
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
      exact (s168_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s168_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s168_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s169_c1_moves : lmoves (s169_board) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s169_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s169_board)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s72_board) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s72_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by_blank _ [] ([]) [] 0); [unfold s169_board; strip_eq | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s169_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s169_dom z1 z2 y1) (Hm : meas (s169_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s169_board)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s169_board)) in Hg. cbn [lefts] in Hg. rewrite s169_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s169_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s169_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C169 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s169_dom in Hdom.
  exact (s169_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s170_c1_moves (a : nat) : lmoves (s170_board (2 + a) 0 1) = [E :: repeat T (2 + a) ++ [E; F; T; F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; E; T; F]) []) (s61_board (2 + a) 1) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; E; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + a) 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s170_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s170_dom (2 + a) 0 1 y1) (Hm : meas (s170_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (2 + a) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s170_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s170_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_c2_moves (a c : nat) : lmoves (s170_board (2 + a) 0 (2 + c)) = [E :: repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c)) []) (s62_board 0 (2 + a) 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (2 + a) 1 (2 + c) y1); [unfold s62_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s170_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s170_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s170_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (2 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s170_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s170_c2_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_c3_moves (a : nat) : lmoves (s170_board (2 + a) 1 1) = [E :: repeat T (2 + a) ++ [F; E; F; T; F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; F; E; T; F]) []) (s64_board 0 (2 + a) 2 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; F; E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) 2 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s170_dom (2 + a) 1 1 y1) (Hm : meas (s170_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (2 + a) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s170_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s170_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s170_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_c4_moves (a c : nat) : lmoves (s170_board (2 + a) 1 (2 + c)) = [E :: repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (E :: repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c)) []) (s64_board 0 (2 + a) 2 1 (2 + c)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) 2 1 (2 + c) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s170_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s170_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s170_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s170_c4_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s170_c4_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_c5_moves (a b : nat) : lmoves (s170_board (2 + a) (2 + b) 1) = [E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F]].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []) (s64_board 0 (2 + a) (3 + b) 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) (3 + b) 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s170_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s170_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s170_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s170_c5_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_c6_moves (a b c : nat) : lmoves (s170_board (2 + a) (2 + b) (2 + c)) = [E :: repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s64_board 0 (2 + a) (3 + b) 1 (2 + c)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) (3 + b) 1 (2 + c) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s170_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s170_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s170_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s170_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s170_c6_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s170_c6_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C170 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s170_dom in Hdom.
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
        exact (s170_c1 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s170_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s170_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s170_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s170_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s170_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s171_c1_moves (a c : nat) : lmoves (s171_board (3 + a) 1 (2 + c)) = [].
Proof. unfold s171_board. tf_options. Qed.
Lemma s171_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s171_dom (3 + a) 1 (2 + c) y1) (Hm : meas (s171_board (3 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s171_board (3 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s171_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s171_board (3 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s171_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s171_c2_moves (a b : nat) : lmoves (s171_board (3 + a) (2 + b) 2) = [].
Proof. unfold s171_board. tf_options. Qed.
Lemma s171_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s171_dom (3 + a) (2 + b) 2 y1) (Hm : meas (s171_board (3 + a) (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s171_board (3 + a) (2 + b) 2)) (int (Z.of_nat y1)).
Proof.
  unfold s171_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s171_board (3 + a) (2 + b) 2)) in Hg. cbn [lefts] in Hg. rewrite s171_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s171_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C171 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s171_dom in Hdom.
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s171_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s171_c2 IH a b y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s172_c1_moves : lmoves (s172_board) = [[T; F; E; T; T; F; E]; [T; F; T; E; E; F; T]].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 4)%Z) (Hm : (meas ([T; F; E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s70_board 1 2) (0) _ (int ((Z.of_nat y1) - 1)) (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E]) []); [strip_eq | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 4)%Z) (Hm : (meas ([T; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s26_board 1) (0) _ (int ((Z.of_nat y1) - 1)) (s26_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_int; zlia.
  - intros HT; apply (use26 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s26_dom; zlia | unfold lex3; lia].
Qed.
Lemma s172_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s172_dom y1) (Hm : meas (s172_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s172_board)) (int (Z.of_nat y1)).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s172_board)) in Hg. cbn [lefts] in Hg. rewrite s172_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat y1 >= 4)%Z) by zlia. exact (s172_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s172_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 4)%Z) by zlia. exact (s172_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s172_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s172_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C172 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s172_dom in Hdom.
  exact (s172_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s173_c1_moves (a : nat) : lmoves (s173_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; T; F; E]; repeat T (2 + a) ++ [F; T; E; E; F; T]].
Proof. unfold s173_board. tf_options. Qed.
Lemma s173_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s70_board (2 + a) 2) (0) _ (int ((Z.of_nat y1) - 1)) (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) []); [strip_eq | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; T; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s26_board (2 + a)) (0) _ (int ((Z.of_nat y1) - 1)) (s26_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_int; zlia.
  - intros HT; apply (use26 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s26_dom; zlia | unfold lex3; lia].
Qed.
Lemma s173_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s173_dom (2 + a) y1) (Hm : meas (s173_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s173_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s173_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s173_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s173_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 3)%Z) by zlia. exact (s173_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s173_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 3)%Z) by zlia. exact (s173_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s173_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s173_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C173 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s173_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s173_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s174_c1_moves : lmoves (s174_board) = [].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas (s174_board) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s174_board)) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s72_board) (0) _ (int ((Z.of_nat y1) - 1)) (s72_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by_blank _ [] ([]) [] 0); [unfold s174_board; strip_eq | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s174_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s174_dom y1) (Hm : meas (s174_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s174_board)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s174_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s174_board)) in Hg. cbn [lefts] in Hg. rewrite s174_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s174_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s174_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C174 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s174_dom in Hdom.
  exact (s174_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s175_c1_moves : lmoves (s175_board) = [[T; F; E; T; T; F; T; E; F]; [T; F; T; E; T; F; E; T; F]].
Proof. unfold s175_board. tf_options. Qed.
Lemma s175_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; T; F; E]) []) (s124_board 1 2) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 2 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; E; T; F; F]) [(1, 1)]) (s179_board 1 2) (1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s175_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s175_dom y1) (Hm : meas (s175_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s175_board)) (int (Z.of_nat y1)).
Proof.
  unfold s175_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s175_board)) in Hg. cbn [lefts] in Hg. rewrite s175_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s175_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s175_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s175_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s175_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s175_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C175 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s175_dom in Hdom.
  exact (s175_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s176_c1_moves (a : nat) : lmoves (s176_board (2 + a)) = [repeat T (2 + a) ++ [F; E; T; T; F; T; E; F]; repeat T (2 + a) ++ [F; T; E; T; F; E; T; F]].
Proof. unfold s176_board. tf_options. Qed.
Lemma s176_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []) (s124_board (2 + a) 2) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) 2 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; F]) [(1, 1)]) (s179_board (2 + a) 2) (1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s176_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s176_dom (2 + a) y1) (Hm : meas (s176_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s176_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s176_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s176_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s176_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s176_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s176_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s176_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s176_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s176_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C176 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s176_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s176_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s177_c1_moves (a : nat) : lmoves (s177_board (2 + a)) = [repeat T (1 + a) ++ [E; T; F; T; F; F; E]].
Proof. unfold s177_board. tf_options. Qed.
Lemma s177_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; F; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; T; E; T; F; F; E]) []) (s179_board 1 2) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; F; E]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; F; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; F; E]) []) (s179_board (2 + a) 2) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; F; E]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s177_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s177_dom (2 + a) y1) (Hm : meas (s177_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s177_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s177_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s177_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s177_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s177_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s177_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1)%Z) by zlia. exact (s177_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s177_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s177_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C177 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s177_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s177_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s178_c1_moves (b : nat) : lmoves (s178_board 0 (2 + b)) = [F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b); F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + b)) []) (s170_board 2 1 (1 + b)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 2 1 (1 + b) y1); [unfold s170_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s47_board 1 (2 + b)) (0) _ (s47_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s47_board; target_board_eq | strip_offset].
  - unfold s47_form; apply form_int; zlia.
  - intros HT; apply (use47 IH 1 (2 + b) y1); [unfold s47_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s178_dom 0 (2 + b) y1) (Hm : meas (s178_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s178_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s178_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s178_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s178_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s178_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s178_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s178_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s178_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s178_c2_moves (b : nat) : lmoves (s178_board 1 (2 + b)) = [T :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b); T :: F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s98_board 1 2 (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s98_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH 1 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s178_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s180_board (2 + b)) (0) _ (s180_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s180_board; target_board_eq | strip_offset].
  - unfold s180_form; apply form_int; zlia.
  - intros HT; apply (use180 IH (2 + b) y1); [unfold s180_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s178_dom 1 (2 + b) y1) (Hm : meas (s178_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s178_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s178_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s178_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s178_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s178_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s178_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s178_c2_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s178_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s178_c3_moves (a b : nat) : lmoves (s178_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s98_board (2 + a) 2 (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s98_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: E :: repeat F (2 + b)) []); [strip_eq | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (2 + a) 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s178_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: T :: repeat F (2 + b)) []) (s181_board (2 + a) (2 + b)) (0) _ (s181_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) (2 + b) y1); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s178_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s178_dom (2 + a) (2 + b) y1) (Hm : meas (s178_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s178_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s178_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s178_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s178_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s178_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s178_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s178_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s178_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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

Lemma s179_c1_moves : lmoves (s179_board 1 2) = [[T; F; E; T; T; F; F; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; T; F; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s88_board 1 1 2 2) (0) _ (int ((Z.of_nat y1) - 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 2 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s179_dom 1 2 y1) (Hm : meas (s179_board 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s179_board 1 2)) (int (Z.of_nat y1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s179_board 1 2)) in Hg. cbn [lefts] in Hg. rewrite s179_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s179_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s179_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s179_c2_moves (a : nat) : lmoves (s179_board (2 + a) 2) = [repeat T (2 + a) ++ [F; E; T; T; F; F; E]].
Proof. unfold s179_board. tf_options. Qed.
Lemma s179_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 2 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s88_board (2 + a) 1 2 2) (0) _ (int ((Z.of_nat y1) - 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s179_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s179_dom (2 + a) 2 y1) (Hm : meas (s179_board (2 + a) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s179_board (2 + a) 2)) (int (Z.of_nat y1)).
Proof.
  unfold s179_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s179_board (2 + a) 2)) in Hg. cbn [lefts] in Hg. rewrite s179_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 2 = 2)%Z) by zlia. exact (s179_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s179_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s179_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C179 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s179_dom in Hdom.
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
  exact (s179_c1 IH y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s179_c2 IH a y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s180_c1_moves (a : nat) : lmoves (s180_board (2 + a)) = [T :: F :: T :: F :: E :: T :: E :: T :: repeat F (2 + a)].
Proof. unfold s180_board. tf_options. Qed.
Lemma s180_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: F :: E :: T :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: T :: F :: E :: T :: E :: T :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: F :: E :: T :: F :: T :: E :: repeat F (1 + a)) []) (s182_board (1 + a)) (0) _ (s182_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: T :: F :: T :: E :: repeat F (1 + a)) []); [reflexivity | unfold s182_board; target_board_eq | strip_offset].
  - unfold s182_form; apply form_int; zlia.
  - intros HT; apply (use182 IH (1 + a) y1); [unfold s182_dom; zlia | unfold lex3; lia].
Qed.
Lemma s180_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s180_dom (2 + a) y1) (Hm : meas (s180_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s180_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s180_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s180_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s180_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s180_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s180_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s180_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C180 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s180_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s180_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s181_c1_moves (a b : nat) : lmoves (s181_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s181_board. tf_options. Qed.
Lemma s181_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s183_board (2 + a) (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s183_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s183_dom; zlia | unfold lex3; lia].
Qed.
Lemma s181_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s181_dom (2 + a) (2 + b) y1) (Hm : meas (s181_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s181_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s181_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s181_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s181_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s181_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s181_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exact (s181_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s182_c1_moves : lmoves (s182_board 1) = [[T; F; E; F; T; T; F; T; E; F]; [T; F; T; F; E; T; F; E; T; F]].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; F; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; F; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; T; T; F; T; E; F]) []) (s120_board 1 2 2 1 1) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; T; F; T; E; F]) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH 1 2 2 1 1 y1); [unfold s120_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s182_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; F; E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; F; F; T; E; E; T; F]) []) (s184_board 1 2 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; T; E; E; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 2 1 y1); [unfold s184_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s182_dom 1 y1) (Hm : meas (s182_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s182_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s182_board 1)) in Hg. cbn [lefts] in Hg. rewrite s182_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s182_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s182_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s182_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s182_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s182_c2_moves (a : nat) : lmoves (s182_board (2 + a)) = [T :: F :: E :: F :: T :: T :: F :: T :: E :: repeat F (2 + a); T :: F :: T :: F :: E :: T :: F :: E :: T :: repeat F (2 + a)].
Proof. unfold s182_board. tf_options. Qed.
Lemma s182_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: T :: T :: F :: T :: E :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: F :: T :: T :: F :: T :: E :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + a)) []) (s120_board 1 2 2 1 (2 + a)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: F :: T :: E :: repeat F (2 + a)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH 1 2 2 1 (2 + a) y1); [unfold s120_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s182_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: F :: E :: T :: F :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: T :: F :: E :: T :: F :: E :: T :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: F :: F :: T :: E :: E :: T :: repeat F (2 + a)) []) (s184_board 1 2 (2 + a)) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: F :: T :: E :: E :: T :: repeat F (2 + a)) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 2 (2 + a) y1); [unfold s184_dom; zlia | unfold lex3; lia].
Qed.
Lemma s182_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s182_dom (2 + a) y1) (Hm : meas (s182_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s182_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s182_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s182_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s182_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s182_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s182_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s182_c2_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s182_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s182_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C182 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s182_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s182_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s182_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s183_c1_moves (a b : nat) : lmoves (s183_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: E :: F :: T :: T :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: T :: F :: E :: E :: T :: T :: repeat F (2 + b)].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: T :: repeat F (2 + b)) []) (s142_board (2 + a) 2 2 0 1 (2 + b)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 2 0 1 (2 + b) y1); [unfold s142_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s183_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s185_board (2 + a) 1 2 (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s185_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: E :: T :: T :: repeat F (2 + b)) []); [strip_eq | unfold s185_board; target_board_eq | strip_offset].
  - unfold s185_form; apply form_int; zlia.
  - intros HT; apply (use185 IH (2 + a) 1 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s185_dom; zlia | unfold lex3; lia].
Qed.
Lemma s183_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s183_dom (2 + a) (2 + b) y1) (Hm : meas (s183_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s183_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s183_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s183_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s183_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s183_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s183_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s183_c1_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s183_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s183_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C183 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s183_dom in Hdom.
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
      exact (s183_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s184_c1_moves : lmoves (s184_board 1 2 0) = [[T; F; T; F; F; E; T; E; T]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; F; E; T; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; F; F; E; T; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s115_board 1 1 2 0) (1) _ (int ((Z.of_nat y1) - 1)) (s115_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E]) [(1, 1); (1, 0)]); [strip_eq | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH 1 1 2 0 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s115_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s184_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 1 2 0 y1) (Hm : meas (s184_board 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s184_board 1 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 2 0)) in Hg. cbn [lefts] in Hg. rewrite s184_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s184_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s184_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s184_c2_moves : lmoves (s184_board 1 2 1) = [[T; F; T; F; F; E; T; E; T; F]].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; F; F; E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; F; F; E; T; F]) [(1, 1)]) (s186_board 2) (1) _ (s186_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s186_board; target_board_eq | strip_offset].
  - unfold s186_form; apply form_int; zlia.
  - intros HT; apply (use186 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s186_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s184_dom 1 2 1 y1) (Hm : meas (s184_board 1 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s184_board 1 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 2 1)) in Hg. cbn [lefts] in Hg. rewrite s184_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s184_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s184_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s184_c3_moves (c : nat) : lmoves (s184_board 1 2 (2 + c)) = [T :: F :: T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s184_board. tf_options. Qed.
Lemma s184_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s187_board 1 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s187_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s187_board; target_board_eq | strip_offset].
  - unfold s187_form; apply form_int; zlia.
  - intros HT; apply (use187 IH 1 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s187_dom; zlia | unfold lex3; lia].
Qed.
Lemma s184_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s184_dom 1 2 (2 + c) y1) (Hm : meas (s184_board 1 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s184_board 1 2 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s184_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s184_board 1 2 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s184_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s184_c3_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s184_c3_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s184_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C184 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s184_dom in Hdom.
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
  exact (s184_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (b = 0) by zlia; subst b.
  exact (s184_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (b = 0) by zlia; subst b.
  exact (s184_c3 IH c y1 Hdom Hm Hd Hr).
      }
    }
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

Lemma s185_c1_moves (a d : nat) : lmoves (s185_board (2 + a) 1 2 (2 + d)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s185_board. tf_options. Qed.
Lemma s185_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: T :: repeat F (2 + d)) []) (s142_board (2 + a) 2 1 0 2 (2 + d)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 2 1 0 2 (2 + d) y1); [unfold s142_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s185_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s185_dom (2 + a) 1 2 (2 + d) y1) (Hm : meas (s185_board (2 + a) 1 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s185_board (2 + a) 1 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s185_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s185_board (2 + a) 1 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s185_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s185_c1_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s185_c1_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s185_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C185 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s185_dom in Hdom.
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
  exact (s185_c1 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s186_c1_moves : lmoves (s186_board 2) = [[T; F; T; F; F; E; E; F; T]].
Proof. unfold s186_board. tf_options. Qed.
Lemma s186_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; F; F; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; T; F; F; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s115_board 1 1 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s115_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; E; F]) [(1, 0)]); [strip_eq | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH 1 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s115_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s186_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s186_dom 2 y1) (Hm : meas (s186_board 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s186_board 2)) (int (Z.of_nat y1)).
Proof.
  unfold s186_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s186_board 2)) in Hg. cbn [lefts] in Hg. rewrite s186_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s186_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s186_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s186_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C186 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s186_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    assert (a = 0) by zlia; subst a.
  exact (s186_c1 IH y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s187_c1_moves (c : nat) : lmoves (s187_board 1 2 (2 + c)) = [T :: F :: T :: F :: F :: E :: E :: T :: T :: repeat F (2 + c)].
Proof. unfold s187_board. tf_options. Qed.
Lemma s187_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: F :: E :: E :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: T :: F :: F :: E :: E :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s188_board 1 1 2 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s188_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: F :: F :: E :: E :: T :: T :: repeat F (2 + c)) []); [strip_eq | unfold s188_board; target_board_eq | strip_offset].
  - unfold s188_form; apply form_int; zlia.
  - intros HT; apply (use188 IH 1 1 2 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s188_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s187_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s187_dom 1 2 (2 + c) y1) (Hm : meas (s187_board 1 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s187_board 1 2 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s187_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s187_board 1 2 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s187_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s187_c1_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s187_c1_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s187_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C187 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s187_dom in Hdom.
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
        assert (b = 0) by zlia; subst b.
  exact (s187_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
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

Lemma s188_c1_moves : lmoves (s188_board 0 0 2 2 1) = [].
Proof. unfold s188_board. tf_options. Qed.
Lemma s188_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s188_dom 0 0 2 2 1 y1) (Hm : meas (s188_board 0 0 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s188_board 0 0 2 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s188_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s188_board 0 0 2 2 1)) in Hg. cbn [lefts] in Hg. rewrite s188_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s188_c2_moves (e : nat) : lmoves (s188_board 0 0 2 2 (2 + e)) = [].
Proof. unfold s188_board. tf_options. Qed.
Lemma s188_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s188_dom 0 0 2 2 (2 + e) y1) (Hm : meas (s188_board 0 0 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s188_board 0 0 2 2 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s188_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s188_board 0 0 2 2 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s188_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s188_c3_moves (e : nat) : lmoves (s188_board 1 1 2 2 (2 + e)) = [].
Proof. unfold s188_board. tf_options. Qed.
Lemma s188_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s188_dom 1 1 2 2 (2 + e) y1) (Hm : meas (s188_board 1 1 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s188_board 1 1 2 2 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s188_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s188_board 1 1 2 2 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s188_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s188_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C188 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s188_dom in Hdom.
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
            assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s188_c1 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s188_c2 IH e y1 Hdom Hm Hd Hr).
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
            assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s188_c3 IH e y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s189_c1_moves : lmoves (s189_board 1) = [[E; T; T; T; F; T; F; E; F]; [T; E; T; T; F; E; F; T; F]].
Proof. unfold s189_board. tf_options. Qed.
Lemma s189_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; T; F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; T; F; F; E]) []) (s171_board 3 1 2) (0) _ (s171_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; T; F; F; E]) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH 3 1 2 y1); [unfold s171_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F; F; E; T; F]) []) (s64_board 1 2 2 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; F; E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 1 2 2 1 1 y1); [unfold s64_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s189_dom 1 y1) (Hm : meas (s189_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s189_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s189_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s189_board 1)) in Hg. cbn [lefts] in Hg. rewrite s189_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s189_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s189_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s189_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s189_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s189_c2_moves (a : nat) : lmoves (s189_board (2 + a)) = [E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + a); T :: E :: T :: T :: F :: E :: F :: T :: repeat F (2 + a)].
Proof. unfold s189_board. tf_options. Qed.
Lemma s189_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + a)) []) (s199_board 3 1 2 (1 + a)) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + a)) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH 3 1 2 (1 + a) y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s189_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: T :: F :: E :: F :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: F :: E :: F :: T :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) []) (s64_board 1 2 2 1 (2 + a)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 1 2 2 1 (2 + a) y1); [unfold s64_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s189_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s189_dom (2 + a) y1) (Hm : meas (s189_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s189_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s189_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s189_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s189_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s189_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s189_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s189_c2_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s189_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s189_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C189 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s189_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s189_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s189_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s190_c1_moves (a : nat) : lmoves (s190_board (2 + a) 1) = [repeat T (1 + a) ++ [E; T; T; T; F; T; F; E; F]; repeat T (2 + a) ++ [E; T; T; F; E; F; T; F]].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; T; F; F; E]) []) (s200_board 1 3 1 2) (0) _ (s200_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; T; F; F; E]) []); [reflexivity | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH 1 3 1 2 y1); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; T; F; F; E]) []) (s200_board (2 + a) 3 1 2) (0) _ (s200_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; T; F; F; E]) []); [reflexivity | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH (2 + a) 3 1 2 y1); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s190_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; T; F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; F; F; E; T; F]) []) (s64_board (2 + a) 2 2 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; F; E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH (2 + a) 2 2 1 1 y1); [unfold s64_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s190_dom (2 + a) 1 y1) (Hm : meas (s190_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s190_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s190_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s190_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s190_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s190_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s190_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s190_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s190_c2_moves (a b : nat) : lmoves (s190_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + b); repeat T (2 + a) ++ E :: T :: T :: F :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s190_board. tf_options. Qed.
Lemma s190_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) []) (s201_board 1 3 2 (1 + b)) (0) _ (s201_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 3 2 (1 + b) y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: F :: T :: F :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) []) (s201_board (2 + a) 3 2 (1 + b)) (0) _ (s201_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) 3 2 (1 + b) y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s190_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: E :: F :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s64_board (2 + a) 2 2 1 (2 + b)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH (2 + a) 2 2 1 (2 + b) y1); [unfold s64_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s190_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s190_dom (2 + a) (2 + b) y1) (Hm : meas (s190_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s190_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s190_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s190_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s190_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s190_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s190_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s190_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s190_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s190_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s190_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s190_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C190 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s190_dom in Hdom.
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
      exact (s190_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s190_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s191_c1_moves (a b : nat) : lmoves (s191_board (2 + a) (4 + b)) = [].
Proof. unfold s191_board. tf_options. Qed.
Lemma s191_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s191_board (2 + a) (4 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s191_board (2 + a) (4 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: T :: repeat F (3 + a) ++ E :: E :: repeat F (4 + b)) []) (s193_board 2 (3 + a) (4 + b)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s191_board; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: repeat F (3 + a) ++ E :: E :: repeat F (4 + b)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH 2 (3 + a) (4 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s191_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s191_board (2 + a) (4 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s191_board (2 + a) (4 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: T :: repeat F (3 + a) ++ E :: E :: repeat F (5 + b)) []) (s194_board 2 (3 + a) (5 + b)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s191_board; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: repeat F (3 + a) ++ E :: E :: repeat F (5 + b)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH 2 (3 + a) (5 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s191_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s191_dom (2 + a) (4 + b) y1) (Hm : meas (s191_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s191_board (2 + a) (4 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s191_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s191_board (2 + a) (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s191_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s191_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s191_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s191_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C191 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s191_dom in Hdom.
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
  exact (s191_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s192_c1_moves (b c : nat) : lmoves (s192_board 0 (2 + b) (4 + c)) = [].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s192_board 0 (2 + b) (4 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s192_board 0 (2 + b) (4 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b); (2, 4 + c)] ([]) []) (s72_board) (- 2 * Z.of_nat c - 8) _ (s72_form (Z.to_nat (2 * Z.of_nat c - Z.of_nat y1 + 9)))).
  - unfold strip, s192_board; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3 + b); (2, 4 + c)] ([]) [] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (2 * Z.of_nat c - Z.of_nat y1 + 9))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s192_dom 0 (2 + b) (4 + c) y1) (Hm : meas (s192_board 0 (2 + b) (4 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s192_board 0 (2 + b) (4 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s192_board 0 (2 + b) (4 + c))) in Hg. cbn [lefts] in Hg. rewrite s192_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s192_c1_f1_a1 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s192_c2_moves (b c : nat) : lmoves (s192_board 1 (2 + b) (4 + c)) = [].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s192_board 1 (2 + b) (4 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s192_board 1 (2 + b) (4 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: E :: repeat F (4 + c)) []) (s193_board 1 (3 + b) (4 + c)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s192_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: E :: repeat F (4 + c)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH 1 (3 + b) (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s192_board 1 (2 + b) (4 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s192_board 1 (2 + b) (4 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: E :: repeat F (5 + c)) []) (s194_board 1 (3 + b) (5 + c)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s192_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: E :: repeat F (5 + c)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH 1 (3 + b) (5 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s192_dom 1 (2 + b) (4 + c) y1) (Hm : meas (s192_board 1 (2 + b) (4 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s192_board 1 (2 + b) (4 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s192_board 1 (2 + b) (4 + c))) in Hg. cbn [lefts] in Hg. rewrite s192_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c2_f1_a2 IH b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c2_f1_a3 IH b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s192_c3_moves (a b : nat) : lmoves (s192_board (2 + a) (2 + b) 0) = [].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c3_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s192_board (2 + a) (2 + b) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s192_board (2 + a) (2 + b) 0)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) []) (s129_board (2 + a) (3 + b)) (0) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s192_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E]) []); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s192_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s192_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s192_board (2 + a) (2 + b) 0)) (int (- Z.of_nat y1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s192_board (2 + a) (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s192_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c3_f1_a4 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s192_c4_moves (a b c : nat) : lmoves (s192_board (2 + a) (2 + b) (4 + c)) = [].
Proof. unfold s192_board. tf_options. Qed.
Lemma s192_c4_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s192_board (2 + a) (2 + b) (4 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s192_board (2 + a) (2 + b) (4 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat F (4 + c)) []) (s193_board (2 + a) (3 + b) (4 + c)) (0) _ (s193_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s192_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat F (4 + c)) []); [reflexivity | unfold s193_board; target_board_eq | strip_offset].
  - unfold s193_form; apply form_int; zlia.
  - intros HT; apply (use193 IH (2 + a) (3 + b) (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s193_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c4_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s192_board (2 + a) (2 + b) (4 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s192_board (2 + a) (2 + b) (4 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat F (5 + c)) []) (s194_board (2 + a) (3 + b) (5 + c)) (0) _ (s194_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s192_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat F (5 + c)) []); [reflexivity | unfold s194_board; target_board_eq | strip_offset].
  - unfold s194_form; apply form_int; zlia.
  - intros HT; apply (use194 IH (2 + a) (3 + b) (5 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s194_dom; zlia | unfold lex3; lia].
Qed.
Lemma s192_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s192_dom (2 + a) (2 + b) (4 + c) y1) (Hm : meas (s192_board (2 + a) (2 + b) (4 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s192_board (2 + a) (2 + b) (4 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s192_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s192_board (2 + a) (2 + b) (4 + c))) in Hg. cbn [lefts] in Hg. rewrite s192_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s192_c4_f1_a5 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s192_c4_f1_a6 IH a b c y1 Hw Hm Hd Hr). }

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
        do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s192_c1 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s192_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        exact (s192_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
      {
        do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s192_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s193_c1_moves (b : nat) : lmoves (s193_board 0 (3 + b) 0) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s193_dom 0 (3 + b) 0 y1) (Hm : meas (s193_board 0 (3 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board 0 (3 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board 0 (3 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s193_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c2_moves (b : nat) : lmoves (s193_board 0 (3 + b) 1) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s193_dom 0 (3 + b) 1 y1) (Hm : meas (s193_board 0 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board 0 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board 0 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s193_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c3_moves (b c : nat) : lmoves (s193_board 0 (3 + b) (2 + c)) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s193_dom 0 (3 + b) (2 + c) y1) (Hm : meas (s193_board 0 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board 0 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board 0 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s193_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c4_moves (b : nat) : lmoves (s193_board 1 (3 + b) 0) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s193_dom 1 (3 + b) 0 y1) (Hm : meas (s193_board 1 (3 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board 1 (3 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board 1 (3 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s193_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c5_moves (b : nat) : lmoves (s193_board 1 (3 + b) 1) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s193_dom 1 (3 + b) 1 y1) (Hm : meas (s193_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s193_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c6_moves (b c : nat) : lmoves (s193_board 1 (3 + b) (2 + c)) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s193_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s193_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s193_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c7_moves (a b : nat) : lmoves (s193_board (2 + a) (3 + b) 0) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s193_dom (2 + a) (3 + b) 0 y1) (Hm : meas (s193_board (2 + a) (3 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board (2 + a) (3 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board (2 + a) (3 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s193_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c8_moves (a b : nat) : lmoves (s193_board (2 + a) (3 + b) 1) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s193_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s193_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s193_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_c9_moves (a b c : nat) : lmoves (s193_board (2 + a) (3 + b) (2 + c)) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s193_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s193_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s193_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s193_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s193_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s193_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s193_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C193 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s193_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s193_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s194_c1_moves (b c : nat) : lmoves (s194_board 0 (3 + b) (5 + c)) = [].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s194_board 0 (3 + b) (5 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s194_board 0 (3 + b) (5 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b); (1, 1); (1, 4 + c)] ([]) []) (s72_board) (- 2 * Z.of_nat c - 9) _ (s72_form (Z.to_nat (2 * Z.of_nat c - Z.of_nat y1 + 10)))).
  - unfold strip, s194_board; tf_in.
  - apply (tf_norm_by_blank _ [(0, 3 + b); (1, 1); (1, 4 + c)] ([]) [] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (Z.to_nat (2 * Z.of_nat c - Z.of_nat y1 + 10))); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s194_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s194_dom 0 (3 + b) (5 + c) y1) (Hm : meas (s194_board 0 (3 + b) (5 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s194_board 0 (3 + b) (5 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s194_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s194_board 0 (3 + b) (5 + c))) in Hg. cbn [lefts] in Hg. rewrite s194_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s194_c1_f1_a1 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s194_c2_moves (b c : nat) : lmoves (s194_board 1 (3 + b) (5 + c)) = [].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s194_board 1 (3 + b) (5 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s194_board 1 (3 + b) (5 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: F :: E :: repeat F (4 + c)) []) (s114_board 1 (3 + b) 0 (4 + c)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s194_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: F :: E :: repeat F (4 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 (3 + b) 0 (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s194_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s194_board 1 (3 + b) (5 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s194_board 1 (3 + b) (5 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: F :: E :: repeat F (5 + c)) []) (s192_board 1 (3 + b) (5 + c)) (0) _ (s192_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s194_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: F :: E :: repeat F (5 + c)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH 1 (3 + b) (5 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s192_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s194_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s194_dom 1 (3 + b) (5 + c) y1) (Hm : meas (s194_board 1 (3 + b) (5 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s194_board 1 (3 + b) (5 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s194_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s194_board 1 (3 + b) (5 + c))) in Hg. cbn [lefts] in Hg. rewrite s194_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s194_c2_f1_a2 IH b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s194_c2_f1_a3 IH b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s194_c3_moves (a b c : nat) : lmoves (s194_board (2 + a) (3 + b) (5 + c)) = [].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c3_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s194_board (2 + a) (3 + b) (5 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s194_board (2 + a) (3 + b) (5 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: E :: repeat F (4 + c)) []) (s114_board (2 + a) (3 + b) 0 (4 + c)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s194_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: E :: repeat F (4 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (2 + a) (3 + b) 0 (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s194_c3_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s194_board (2 + a) (3 + b) (5 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s194_board (2 + a) (3 + b) (5 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: E :: repeat F (5 + c)) []) (s192_board (2 + a) (3 + b) (5 + c)) (0) _ (s192_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s194_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: E :: repeat F (5 + c)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (3 + b) (5 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s192_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s194_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s194_dom (2 + a) (3 + b) (5 + c) y1) (Hm : meas (s194_board (2 + a) (3 + b) (5 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s194_board (2 + a) (3 + b) (5 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s194_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s194_board (2 + a) (3 + b) (5 + c))) in Hg. cbn [lefts] in Hg. rewrite s194_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s194_c3_f1_a4 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (5 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s194_c3_f1_a5 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s194_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C194 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s194_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 3 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s194_c1 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  do 3 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s194_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
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
  do 3 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s194_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s195_c1_moves : lmoves (s195_board 1 2 2 1) = [].
Proof. unfold s195_board. tf_options. Qed.
Lemma s195_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s195_dom 1 2 2 1 y1) (Hm : meas (s195_board 1 2 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s195_board 1 2 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s195_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s195_board 1 2 2 1)) in Hg. cbn [lefts] in Hg. rewrite s195_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s195_c2_moves (d : nat) : lmoves (s195_board 1 2 2 (2 + d)) = [].
Proof. unfold s195_board. tf_options. Qed.
Lemma s195_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s195_dom 1 2 2 (2 + d) y1) (Hm : meas (s195_board 1 2 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s195_board 1 2 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s195_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s195_board 1 2 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s195_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s195_c3_moves (a d : nat) : lmoves (s195_board (2 + a) 2 3 (2 + d)) = [].
Proof. unfold s195_board. tf_options. Qed.
Lemma s195_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s195_dom (2 + a) 2 3 (2 + d) y1) (Hm : meas (s195_board (2 + a) 2 3 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s195_board (2 + a) 2 3 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s195_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s195_board (2 + a) 2 3 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s195_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s195_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C195 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s195_dom in Hdom.
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
  assert (c = 0) by zlia; subst c.
  exact (s195_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s195_c2 IH d y1 Hdom Hm Hd Hr).
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
          assert (b = 0) by zlia; subst b.
  assert (c = 1) by zlia; subst c.
  exact (s195_c3 IH a d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s196_c1_moves : lmoves (s196_board) = [].
Proof. unfold s196_board. tf_options. Qed.
Lemma s196_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s196_dom y1) (Hm : meas (s196_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s196_board)) (int (Z.of_nat y1)).
Proof.
  unfold s196_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s196_board)) in Hg. cbn [lefts] in Hg. rewrite s196_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s196_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C196 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s196_dom in Hdom.
  exact (s196_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s197_c1_moves (a : nat) : lmoves (s197_board (2 + a)) = [].
Proof. unfold s197_board. tf_options. Qed.
Lemma s197_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s197_dom (2 + a) y1) (Hm : meas (s197_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s197_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s197_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s197_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s197_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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

Lemma s198_c1_moves (b : nat) : lmoves (s198_board 1 (3 + b)) = [].
Proof. unfold s198_board. tf_options. Qed.
Lemma s198_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s198_dom 1 (3 + b) y1) (Hm : meas (s198_board 1 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s198_board 1 (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s198_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s198_board 1 (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s198_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s198_c2_moves (a b : nat) : lmoves (s198_board (2 + a) (3 + b)) = [].
Proof. unfold s198_board. tf_options. Qed.
Lemma s198_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s198_dom (2 + a) (3 + b) y1) (Hm : meas (s198_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s198_board (2 + a) (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s198_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s198_board (2 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s198_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s198_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s199_c1_moves (a c : nat) : lmoves (s199_board (3 + a) 1 (2 + c) 1) = [].
Proof. unfold s199_board. tf_options. Qed.
Lemma s199_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s199_dom (3 + a) 1 (2 + c) 1 y1) (Hm : meas (s199_board (3 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s199_board (3 + a) 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s199_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s199_board (3 + a) 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s199_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s199_c2_moves (a c d : nat) : lmoves (s199_board (3 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s199_board. tf_options. Qed.
Lemma s199_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s199_dom (3 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s199_board (3 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s199_board (3 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s199_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s199_board (3 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s199_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s199_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C199 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s199_dom in Hdom.
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
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s199_c1 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s199_c2 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s200_c1_moves (b d : nat) : lmoves (s200_board 1 (3 + b) 1 (2 + d)) = [E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s200_board. tf_options. Qed.
Lemma s200_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s171_board (4 + b) 1 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s171_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (4 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s171_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s200_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s200_dom 1 (3 + b) 1 (2 + d) y1) (Hm : meas (s200_board 1 (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s200_board 1 (3 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s200_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s200_board 1 (3 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s200_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s200_c1_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s200_c1_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s200_c2_moves (a b d : nat) : lmoves (s200_board (2 + a) (3 + b) 1 (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s200_board. tf_options. Qed.
Lemma s200_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s200_board 1 (4 + b) 1 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s200_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH 1 (4 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s200_board (2 + a) (4 + b) 1 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s200_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH (2 + a) (4 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s200_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s200_dom (2 + a) (3 + b) 1 (2 + d) y1) (Hm : meas (s200_board (2 + a) (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s200_board (2 + a) (3 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s200_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s200_board (2 + a) (3 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s200_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s200_c2_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s200_c2_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s200_c2_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s200_c2_moves a b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s200_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C200 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s200_dom in Hdom.
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s200_c1 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s200_c2 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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

Lemma s201_c1_moves : lmoves (s201_board 0 3 2 1) = [].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s201_dom 0 3 2 1 y1) (Hm : meas (s201_board 0 3 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s201_board 0 3 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s201_board 0 3 2 1)) in Hg. cbn [lefts] in Hg. rewrite s201_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s201_c2_moves (d : nat) : lmoves (s201_board 0 3 2 (2 + d)) = [].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s201_dom 0 3 2 (2 + d) y1) (Hm : meas (s201_board 0 3 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s201_board 0 3 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s201_board 0 3 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s201_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s201_c3_moves (b c : nat) : lmoves (s201_board 1 (3 + b) (2 + c) 1) = [E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ [E]) []) (s171_board (4 + b) 1 (3 + c)) (0) _ (s171_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (4 + b) 1 (3 + c) y1); [unfold s171_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s201_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s201_dom 1 (3 + b) (2 + c) 1 y1) (Hm : meas (s201_board 1 (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s201_board 1 (3 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s201_board 1 (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s201_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s201_c3_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s201_c3_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s201_c4_moves (b c d : nat) : lmoves (s201_board 1 (3 + b) (2 + c) (2 + d)) = [E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s199_board (4 + b) 1 (3 + c) (1 + d)) (0) _ (s199_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s199_board; target_board_eq | strip_offset].
  - unfold s199_form; apply form_int; zlia.
  - intros HT; apply (use199 IH (4 + b) 1 (3 + c) (1 + d) y1); [unfold s199_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s201_dom 1 (3 + b) (2 + c) (2 + d) y1) (Hm : meas (s201_board 1 (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s201_board 1 (3 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s201_board 1 (3 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s201_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s201_c4_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s201_c4_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s201_c5_moves (a b c : nat) : lmoves (s201_board (2 + a) (3 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F]].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ [E]) []) (s200_board 1 (4 + b) 1 (3 + c)) (0) _ (s200_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH 1 (4 + b) 1 (3 + c) y1); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ [E]) []) (s200_board (2 + a) (4 + b) 1 (3 + c)) (0) _ (s200_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s200_board; target_board_eq | strip_offset].
  - unfold s200_form; apply form_int; zlia.
  - intros HT; apply (use200 IH (2 + a) (4 + b) 1 (3 + c) y1); [unfold s200_dom; zlia | unfold lex3; lia].
Qed.
Lemma s201_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s201_dom (2 + a) (3 + b) (2 + c) 1 y1) (Hm : meas (s201_board (2 + a) (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s201_board (2 + a) (3 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s201_board (2 + a) (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s201_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s201_c5_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s201_c5_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s201_c5_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s201_c5_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s201_c6_moves (a b c d : nat) : lmoves (s201_board (2 + a) (3 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s201_board. tf_options. Qed.
Lemma s201_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s201_board 1 (4 + b) (3 + c) (1 + d)) (0) _ (s201_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH 1 (4 + b) (3 + c) (1 + d) y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s201_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s201_board (2 + a) (4 + b) (3 + c) (1 + d)) (0) _ (s201_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s201_board; target_board_eq | strip_offset].
  - unfold s201_form; apply form_int; zlia.
  - intros HT; apply (use201 IH (2 + a) (4 + b) (3 + c) (1 + d) y1); [unfold s201_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s201_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s201_dom (2 + a) (3 + b) (2 + c) (2 + d) y1) (Hm : meas (s201_board (2 + a) (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s201_board (2 + a) (3 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s201_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s201_board (2 + a) (3 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s201_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s201_c6_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s201_c6_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s201_c6_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s201_c6_moves a b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s201_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C201 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s201_dom in Hdom.
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
          assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s201_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s201_c2 IH d y1 Hdom Hm Hd Hr).
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
  exact (s201_c3 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s201_c4 IH b c d y1 Hdom Hm Hd Hr).
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
  exact (s201_c5 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s201_c6 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

