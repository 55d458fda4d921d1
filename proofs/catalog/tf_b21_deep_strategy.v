(* Toads-and-Frogs: _^a T _^b T _^c F _^d = c+2d-a+2 on 2a+2b-c-4d>=6 && 2a-c-2d>=3 && a-c-d<=3 && d>=2, proved by a winning strategy for each half.

   Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.
   Each node of a strategy is a board, a comparison form and a domain; its
   claim holds by the strategy rule of CGProve.TfStrategy, by induction on
   lex3 (the board's measure, then the form's depth and size).

   Written by `cgprove check tf "_^a T _^b T _^c F _^d" "2d+c-a+2" --where "d>=2 && a<=c+d+3 && c+2d+3<=2a && c+4d+6<=2a+2b" --coq-by strategy --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* The claim's trees *)

Module Lower.

(* s1: _^a T _^b T _^c F _^d >= y on (a+y1-2d==2 && a+b-2d>=2 && a-d>=2 && b>=1 && c==0 && d>=3) || (a+y1-c-2d==2 && 2a+2b-c-4d>=6 && 2a-c-2d>=3 && d>=2) *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat d + Z.of_nat y1 = 2 /\ Z.of_nat a + Z.of_nat b - 2 * Z.of_nat d >= 2 /\ Z.of_nat a - Z.of_nat d >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 0 /\ Z.of_nat d >= 3) \/ (Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 2 /\ 2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3 /\ Z.of_nat d >= 2))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s1_form y1) (tf_game (s1_board a b c d)).

(* s2: _^a T F _^b >= y on a-b-y1==1 && a-b>=2 && a>=6 && b>=3 *)
Definition s2_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s2_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s2_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat a >= 6 /\ Z.of_nat b >= 3))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s2_dom a b y1 -> meas (s2_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s2_form y1) (tf_game (s2_board a b)).

(* s3: _^a T _^b F _^c >= y on a-c-y1==1 && a-c>=2 && b>=1 && c>=3 *)
Definition s3_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s3_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s3_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 3))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s3_dom a b c y1 -> meas (s3_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s3_form y1) (tf_game (s3_board a b c)).

(* s4: _^a T^2 _^b F _^c >= y on (a+y1-b-2c==2 && 2a-b-4c>=6 && c>=2) || (a-2c==2 && a>=8 && b==0 && y1==0) *)
Definition s4_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s4_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s4_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 2 /\ 2 * Z.of_nat a - Z.of_nat b - 4 * Z.of_nat c >= 6 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - 2 * Z.of_nat c = 2 /\ Z.of_nat a >= 8 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 0))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s4_dom a b c y1 -> meas (s4_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s4_form y1) (tf_game (s4_board a b c)).

(* s5:  >= y on y1==0 *)
Definition s5_board : board := [].
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (y1 : nat), s5_dom y1 -> meas (s5_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s5_form y1) (tf_game (s5_board)).

(* s6: _^a T F _^b >= y on a-b==1 && a>=5 && y1==0 *)
Definition s6_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s6_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s6_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b = 1 /\ Z.of_nat a >= 5 /\ Z.of_nat y1 = 0))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s6_dom a b y1 -> meas (s6_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s6_form y1) (tf_game (s6_board a b)).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (s1_form y1) (tf_game (s1_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s2_dom a b y1 -> lex3 (meas (s2_board a b)) 0 (2 * y1) mm dd rr -> le (s2_form y1) (tf_game (s2_board a b)).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s3_dom a b c y1 -> lex3 (meas (s3_board a b c)) 0 (2 * y1) mm dd rr -> le (s3_form y1) (tf_game (s3_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s4_dom a b c y1 -> lex3 (meas (s4_board a b c)) 0 (2 * y1) mm dd rr -> le (s4_form y1) (tf_game (s4_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s5_dom y1 -> lex3 (meas (s5_board)) 0 (2 * y1) mm dd rr -> le (s5_form y1) (tf_game (s5_board)).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s6_dom a b y1 -> lex3 (meas (s6_board a b)) 0 (2 * y1) mm dd rr -> le (s6_form y1) (tf_game (s6_board a b)).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (a c d : nat) : rmoves (s1_board (8 + a) 0 (2 + c) (2 + d)) = [repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + d) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (8 + a) 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (8 + a) 1 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (9 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (1 + c) (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (8 + a) 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (8 + a) 0 (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + c) ++ F :: repeat E (2 + d)) []) (s1_board (9 + a) 1 (3 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (8 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board (8 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (8 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c1_f1_a1 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (8 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (8 + a) - 2 * Z.of_nat (2 + d) = 4 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + d) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c1_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c1_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c2_moves (a d : nat) : rmoves (s1_board (6 + a) 1 0 (2 + d)) = [repeat E (6 + a) ++ T :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (6 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (6 + a) - 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (6 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (6 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (6 + a) ++ [T; F; E]) [(1, 2 + d)]) (s2_board (6 + a) (3 + d)) (Z.of_nat d + 2) _ (s2_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (6 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (6 + a) - 2 * Z.of_nat (2 + d) = 1 /\ Z.of_nat (6 + a) >= 7 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board (6 + a) 1 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (6 + a) 1 0 (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s4_board (8 + a) 0 (3 + d)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (8 + a) 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (6 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (6 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (6 + a) 1 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (6 + a) - 2 * Z.of_nat (2 + d) = 1 /\ Z.of_nat (6 + a) >= 7 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c2_f1_a2 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (6 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (6 + a) - 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (6 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c2_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c2_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c3_moves (a d : nat) : rmoves (s1_board (7 + a) 1 1 (2 + d)) = [repeat E (7 + a) ++ T :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) = 3 /\ Z.of_nat (7 + a) >= 7 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (7 + a) ++ T :: E :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s4_board (8 + a) 0 (3 + d)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (8 + a) 0 (3 + d) y1); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (7 + a) 1 1 (2 + d) y1) (Hm : meas (s1_board (7 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (7 + a) 1 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board (7 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) = 3 /\ Z.of_nat (7 + a) >= 7 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c3_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c4_moves (a c d : nat) : rmoves (s1_board (7 + a) 1 (2 + c) (2 + d)) = [repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (7 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (7 + a) 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (7 + a) 2 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (8 + a) 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (8 + a) 2 (1 + c) (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (7 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (7 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []) (s4_board (8 + a) (2 + c) (2 + d)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (8 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (7 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board (7 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (7 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_f1_a3 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (7 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c4_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c4_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c5_moves (a b d : nat) : rmoves (s1_board (4 + a) (2 + b) 0 (2 + d)) = [repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (6 + a) ++ [T; F]) [(1, 3 + d)]) (s2_board (6 + a) (3 + d)) (Z.of_nat d + 3) _ (s2_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (6 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s3_board (5 + a) (1 + b) (3 + d)) (Z.of_nat d + 3) _ (s3_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (5 + a) (1 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (4 + a) (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (4 + a) (2 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (5 + a) (1 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (1 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; assert (Hp : ((Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 3))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (4 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (4 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_f1_a4 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c6_moves (a b d : nat) : rmoves (s1_board (4 + a) (2 + b) 1 (2 + d)) = [repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (5 + a) (1 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (1 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (4 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (4 + a) (2 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (4 + a) (3 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (3 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board (4 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (4 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_f1_a5 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c6_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c7_moves (a b c d : nat) : rmoves (s1_board (5 + a) (2 + b) (2 + c) (2 + d)) = [repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (5 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (5 + a) (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (3 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (5 + a) (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (5 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board (5 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (3 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (5 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (5 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_f1_a6 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (5 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (5 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C1 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s1_dom in Hdom.
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
          do 6 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c1 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 4 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c3 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c4 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c5 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c6 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c7 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves (a b : nat) : rmoves (s2_board (6 + a) (3 + b)) = [repeat E (5 + a) ++ F :: T :: repeat E (4 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ F :: T :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ F :: T :: repeat E (4 + b))).
Proof.
  apply (answer_form_L _ (s5_board) (- Z.of_nat a + Z.of_nat b - 1) _ (int ((- Z.of_nat y1) + 1)) (s5_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([]) [(1, 4 + b)] (9 + a + b)); [strip_eq | target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 2))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s2_dom (6 + a) (3 + b) y1) (Hm : meas (s2_board (6 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s2_board (6 + a) (3 + b))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s2_board (6 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s2_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s2_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s2_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C2 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s2_dom in Hdom.
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
  exact (s2_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s3_c1_moves (a c : nat) : rmoves (s3_board (5 + a) 1 (3 + c)) = [repeat E (5 + a) ++ T :: F :: repeat E (4 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: F :: repeat E (4 + c))).
Proof.
  apply (answer_form_L _ (s6_board (5 + a) (4 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s6_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) []); [strip_eq | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (5 + a) (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: F :: repeat E (4 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s2_board (6 + a) (4 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []); [strip_eq | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (6 + a) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s3_dom (5 + a) 1 (3 + c) y1) (Hm : meas (s3_board (5 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s3_board (5 + a) 1 (3 + c))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s3_board (5 + a) 1 (3 + c))) in Hg. cbn [rights] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (5 + a) - Z.of_nat (3 + c) = 2) \/ (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s3_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s3_c1_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s3_c2_moves (a b c : nat) : rmoves (s3_board (5 + a) (2 + b) (3 + c)) = [repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []) (s2_board (6 + a) (4 + c)) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (6 + a) (4 + c) y1); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s3_board (6 + a) (1 + b) (4 + c)) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (6 + a) (1 + b) (4 + c) y1); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s3_dom (5 + a) (2 + b) (3 + c) y1) (Hm : meas (s3_board (5 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s3_board (5 + a) (2 + b) (3 + c))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s3_board (5 + a) (2 + b) (3 + c))) in Hg. cbn [rights] in Hg. rewrite s3_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s3_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s3_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s3_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s3_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s3_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C3 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s3_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s3_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s3_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s4_c1_moves (a c : nat) : rmoves (s4_board (8 + a) 0 (3 + c)) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s4_dom (8 + a) 0 (3 + c) y1) (Hm : meas (s4_board (8 + a) 0 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (8 + a) 0 (3 + c))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s4_board (8 + a) 0 (3 + c))) in Hg. cbn [rights] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s4_c2_moves (a b c : nat) : rmoves (s4_board (8 + a) (2 + b) (2 + c)) = [repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + c) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []) (s1_board (8 + a) 1 0 (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (8 + a) 1 0 (3 + c) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s1_board (9 + a) 1 (1 + b) (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (1 + b) (3 + c) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s4_board (8 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s4_board (8 + a) (2 + b) (2 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + b) ++ F :: repeat E (2 + c)) []) (s1_board (9 + a) 1 (3 + b) (2 + c)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + b) ++ F :: repeat E (2 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s4_dom (8 + a) (2 + b) (2 + c) y1) (Hm : meas (s4_board (8 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (8 + a) (2 + b) (2 + c))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s4_c2_f1_a1 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s4_board (8 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (8 + a) - 2 * Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + c) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s4_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s4_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s4_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s4_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C4 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s4_dom in Hdom.
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
        do 6 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s4_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        do 6 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s4_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s5_c1_moves : rmoves (s5_board) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s5_dom y1) (Hm : meas (s5_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s5_board)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s5_board)) in Hg. cbn [rights] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s5_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C5 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s5_dom in Hdom.
  exact (s5_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s6_c1_moves (a b : nat) : rmoves (s6_board (5 + a) (4 + b)) = [repeat E (4 + a) ++ F :: T :: repeat E (5 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (4 + b) = 1 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (4 + a) ++ F :: T :: repeat E (5 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ F :: T :: repeat E (5 + b))).
Proof.
  apply (answer_board_L _ (strip [(4 + a, 1)] ([E]) [(1, 4 + b)]) (s5_board) (- Z.of_nat a + Z.of_nat b) _ (s5_form (Z.to_nat (Z.of_nat a - Z.of_nat b + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([E]) [(1, 4 + b)] (9 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (Z.to_nat (Z.of_nat a - Z.of_nat b + Z.of_nat y1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s6_dom (5 + a) (4 + b) y1) (Hm : meas (s6_board (5 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s6_board (5 + a) (4 + b))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s6_board (5 + a) (4 + b))) in Hg. cbn [rights] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (4 + b) = 1 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s6_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C6 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s6_dom in Hdom.
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
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s6_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Theorem all_nodes : forall mm dd rr, All mm dd rr.
Proof.
  apply lex3_ind. intros mm dd rr IH. unfold All, Cs.
  apply Forall_cons; [exact (s1_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s2_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s3_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s4_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s5_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s6_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem lower (a b c d : nat) :
  (2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3 /\ Z.of_nat a - Z.of_nat c - Z.of_nat d <= 3 /\ Z.of_nat d >= 2)%Z -> le (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)) (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)).
Proof.
  intros Hw.
  apply (entry_L _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)) ltac:(unfold s1_dom; right; zlia) eq_refl eq_refl eq_refl).
Qed.
End Lower.

Module Upper.

(* s1: _^a T _^b T _^c F _^d <= y on a+y1-c-2d==2 && a>=4 && a-c-2d<=1 && d>=2 *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 2 /\ Z.of_nat a >= 4 /\ Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d <= 1 /\ Z.of_nat d >= 2))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s1_board a b c d)) (s1_form y1).

(* s2: _^a T^2 _^b F _^c <= y on (a+y1-2c==2 && a-c>=3 && b==0 && c>=2) || (a+y1-b-2c==2 && a>=5 && a-b-2c<=1 && c>=3) *)
Definition s2_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat c + Z.of_nat y1 = 2 /\ Z.of_nat a - Z.of_nat c >= 3 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 2 /\ Z.of_nat a >= 5 /\ Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c <= 1 /\ Z.of_nat c >= 3))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s2_dom a b c y1 -> meas (s2_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s2_board a b c)) (s2_form y1).

(* s3: _^a T F _^b <= y on a-b-y1>=1 && a>=5 && b>=2 && y1>=1 *)
Definition s3_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s3_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s3_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 >= 1 /\ Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s3_dom a b y1 -> meas (s3_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s3_board a b)) (s3_form y1).

(* s4: _^a T _^b F _^c <= y on a-c-y1>=1 && b>=1 && c>=3 && y1>=1 *)
Definition s4_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s4_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s4_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 3 /\ Z.of_nat y1 >= 1))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s4_dom a b c y1 -> meas (s4_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s4_board a b c)) (s4_form y1).

(* s5: _^a T _^b F _^c <= y on (a+y1-c==1 && a>=4) || (a+y1-c==3 && a>=4 && c>=2) || (a-c>=1 && c>=3 && y1==0) *)
Definition s5_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c + Z.of_nat y1 = 1 /\ Z.of_nat a >= 4) \/ (Z.of_nat a - Z.of_nat c + Z.of_nat y1 = 3 /\ Z.of_nat a >= 4 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - Z.of_nat c >= 1 /\ Z.of_nat c >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s5_dom a b c y1 -> meas (s5_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s5_board a b c)) (s5_form y1).

(* s6:  <= y on true *)
Definition s6_board : board := [].
Definition s6_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s6_dom (y1 : nat) : Prop := ((True))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (y1 : nat), s6_dom y1 -> meas (s6_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s6_board)) (s6_form y1).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s1_board a b c d)) (s1_form y1).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s2_dom a b c y1 -> lex3 (meas (s2_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s2_board a b c)) (s2_form y1).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s3_dom a b y1 -> lex3 (meas (s3_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s3_board a b)) (s3_form y1).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s4_dom a b c y1 -> lex3 (meas (s4_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s4_board a b c)) (s4_form y1).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s5_dom a b c y1 -> lex3 (meas (s5_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s5_board a b c)) (s5_form y1).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s6_dom y1 -> lex3 (meas (s6_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s6_board)) (s6_form y1).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (a d : nat) : lmoves (s1_board (4 + a) 0 0 (2 + d)) = [repeat E (4 + a) ++ T :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ [T; F; E]) [(1, 1)]) (s5_board (4 + a) 0 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) 0 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ [T; F; E]) [(1, 2 + d)]) (s5_board (4 + a) 0 (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + d)]) (s3_board (7 + a) (3 + d)) (Z.of_nat d + 2) _ (s3_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (7 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (4 + a) 0 0 (2 + d) y1) (Hm : meas (s1_board (4 + a) 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) 0 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) 0 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s1_c1_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c1_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c1_t1_a3 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c2_moves (a d : nat) : lmoves (s1_board (4 + a) 0 1 (2 + d)) = [repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ [T; F]) [(1, 3 + d)]) (s5_board (4 + a) 0 (3 + d)) (Z.of_nat d + 3) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]) (s3_board (5 + a) (3 + d)) (Z.of_nat d + 3) _ (s3_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (5 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (4 + a) 0 1 (2 + d) y1) (Hm : meas (s1_board (4 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) 0 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) 0 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c2_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c3_moves (a c d : nat) : lmoves (s1_board (4 + a) 0 (2 + c) (2 + d)) = [repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (4 + a) 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (4 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (4 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board (4 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) 0 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) 0 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c3_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c3_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c4_moves (a d : nat) : lmoves (s1_board (4 + a) 1 0 (2 + d)) = [repeat E (5 + a) ++ T :: T :: F :: repeat E (2 + d); repeat E (4 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s2_board (5 + a) 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (5 + a) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; assert (Hp : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2) \/ (- Z.of_nat (4 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + d) >= 3))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ [T; E; F; E]) [(1, 1)]) (s5_board (4 + a) 1 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; E; F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ [T; E; F; E]) [(1, 2 + d)]) (s5_board (4 + a) 1 (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ [T; E; F; E]) [(1, 2 + d)]) (s4_board (7 + a) 1 (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ [T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (7 + a) 1 (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (4 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (4 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c4_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s1_c4_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c4_t2_a2 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c4_t2_a3 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c5_moves (a d : nat) : lmoves (s1_board (4 + a) 1 1 (2 + d)) = [repeat E (5 + a) ++ T :: T :: E :: F :: repeat E (2 + d); repeat E (4 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s2_board (5 + a) 0 (3 + d)) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (5 + a) 0 (3 + d) y1); [unfold s2_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ [T; E; F]) [(1, 3 + d)]) (s5_board (4 + a) 1 (3 + d)) (Z.of_nat d + 3) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; E; F]) [(1, 3 + d)]) (s4_board (5 + a) 1 (3 + d)) (Z.of_nat d + 3) _ (s4_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) 1 (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (4 + a) 1 1 (2 + d) y1) (Hm : meas (s1_board (4 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c5_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c5_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c5_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t2_a2 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c5_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c6_moves (a c d : nat) : lmoves (s1_board (4 + a) 1 (2 + c) (2 + d)) = [repeat E (5 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d); repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s2_board (5 + a) (1 + c) (3 + d)) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (5 + a) (1 + c) (3 + d) y1); [unfold s2_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (4 + a) 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 2 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (4 + a) 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 2 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (4 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board (4 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c7_moves (a b d : nat) : lmoves (s1_board (4 + a) (2 + b) 0 (2 + d)) = [repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d); repeat E (4 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 4 + d)]) (s5_board (5 + a) 0 (4 + d)) (Z.of_nat d + 4) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 4 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) 0 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]) (s3_board (5 + a) (3 + d)) (Z.of_nat d + 3) _ (s3_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (5 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 4 + d)]) (s5_board (5 + a) (1 + b) (4 + d)) (Z.of_nat d + 4) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 4 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) (1 + b) (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s4_board (5 + a) (1 + b) (3 + d)) (Z.of_nat d + 3) _ (s4_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) (1 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]) (s5_board (4 + a) (2 + b) 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s5_board (4 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s4_board (7 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (7 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (4 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c7_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c7_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c7_t1_a3 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c7_t1_a4 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s1_c7_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c7_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c7_t2_a2 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c7_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c7_t2_a3 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c7_moves a b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c8_moves (a b d : nat) : lmoves (s1_board (4 + a) (2 + b) 1 (2 + d)) = [repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d); repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (5 + a) 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (5 + a) (2 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (2 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]) (s5_board (4 + a) (2 + b) (3 + d)) (Z.of_nat d + 3) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]) (s4_board (5 + a) (2 + b) (3 + d)) (Z.of_nat d + 3) _ (s4_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board (4 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c8_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t2_a2 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c9_moves (a b c d : nat) : lmoves (s1_board (4 + a) (2 + b) (2 + c) (2 + d)) = [repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d); repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (5 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (5 + a) (2 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (2 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (4 + a) (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (3 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (4 + a) (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (4 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (4 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t2_a2 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves a b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C1 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s1_dom in Hdom.
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c1 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c3 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c4 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c5 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c6 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c7 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c8 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c9 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves (a c : nat) : lmoves (s2_board (5 + a) 0 (2 + c)) = [repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) = 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([E; E; E; E; E; T; F; E]) [(1, 1)]) (s5_board 5 0 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; E; T; F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 5 0 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 1) by zlia; subst a.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([E; E; E; E; E; E; T; F; E]) [(1, 1)]) (s3_board 6 2) (1) _ (s3_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; E; E; T; F; E]) [(1, 1)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 6 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F; E]) [(1, 2 + c)]) (s5_board (5 + a) 0 (3 + c)) (Z.of_nat c + 2) _ (s5_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F; E]) [(1, 2 + c)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) 0 (3 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 2))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + c)]) (s3_board (7 + a) (3 + c)) (Z.of_nat c + 2) _ (s3_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + c)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (7 + a) (3 + c) (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s2_dom (5 + a) 0 (2 + c) y1) (Hm : meas (s2_board (5 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (5 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (5 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (5 + a) = 5 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (5 + a) = 6 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (5 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (5 + a) = 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s2_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s2_c1_t1_a3 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s2_c1_t1_a4 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_c2_moves (a c : nat) : lmoves (s2_board (5 + a) 1 (3 + c)) = [repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) <= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 4 + c)]) (s5_board (5 + a) 0 (4 + c)) (Z.of_nat c + 4) _ (s5_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 4 + c)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) 0 (4 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 4))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ [T; F]) [(1, 4 + c)]) (s3_board (6 + a) (4 + c)) (Z.of_nat c + 4) _ (s3_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ [T; F]) [(1, 4 + c)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (6 + a) (4 + c) (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 4))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s2_dom (5 + a) 1 (3 + c) y1) (Hm : meas (s2_board (5 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (5 + a) 1 (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (5 + a) 1 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s2_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (5 + a) - Z.of_nat (3 + c) <= 2) \/ (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) <= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s2_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s2_c2_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_c3_moves (a b c : nat) : lmoves (s2_board (5 + a) (2 + b) (3 + c)) = [repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) <= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (4 + c)) []) (s1_board (5 + a) 1 0 (4 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 0 (4 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (3 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s1_board (5 + a) 1 (1 + b) (4 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 (1 + b) (4 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s2_dom (5 + a) (2 + b) (3 + c) y1) (Hm : meas (s2_board (5 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (5 + a) (2 + b) (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (5 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s2_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - 2 * Z.of_nat (3 + c) <= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s2_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s2_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (5 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (3 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s2_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s2_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C2 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s2_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s2_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s2_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s2_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s3_c1_moves (a b : nat) : lmoves (s3_board (5 + a) (2 + b)) = [repeat E (6 + a) ++ F :: T :: repeat E (1 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ F :: T :: repeat E (1 + b))) (int (- Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [(5 + a, 1)] ([E]) [(1, 1)]) (s6_board) (- Z.of_nat a - 4) _ (s6_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([E]) [(1, 1)] (7 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 4))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ F :: T :: repeat E (1 + b))) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(5 + a, 1)] ([E]) [(1, 2 + b)]) (s6_board) (- Z.of_nat a + Z.of_nat b - 3) _ (s6_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([E]) [(1, 2 + b)] (8 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 3))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s3_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s3_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(4 + a, 1)] ([]) [(1, 3 + b)]) (s6_board) (- Z.of_nat a + Z.of_nat b - 1) _ (s6_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 2)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([]) [(1, 3 + b)] (7 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 2))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s3_dom (5 + a) (2 + b) y1) (Hm : meas (s3_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat y1 >= 3 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s3_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s3_c1_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s3_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s3_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C3 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s3_dom in Hdom.
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
  exact (s3_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s4_c1_moves (a c : nat) : lmoves (s4_board (5 + a) 1 (3 + c)) = [repeat E (6 + a) ++ T :: F :: repeat E (3 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: F :: repeat E (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(5 + a, 1)] ([]) [(1, 4 + c)]) (s6_board) (- Z.of_nat a + Z.of_nat c - 1) _ (s6_form (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([]) [(1, 4 + c)] (9 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s4_board (5 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s4_board (5 + a) 1 (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) []) (s5_board (5 + a) 0 (4 + c)) (0) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) 0 (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s4_board (5 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s4_board (5 + a) 1 (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []) (s3_board (6 + a) (4 + c)) (0) _ (s3_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (6 + a) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s4_dom (5 + a) 1 (3 + c) y1) (Hm : meas (s4_board (5 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board (5 + a) 1 (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board (5 + a) 1 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s4_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s4_c1_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s4_c1_f1_a1 IH a c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s4_c1_f1_a2 IH a c y1 Hw Hm Hd Hr). }

Qed.

Lemma s4_c2_moves (a b c : nat) : lmoves (s4_board (5 + a) (2 + b) (3 + c)) = [repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (- Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []) (s3_board (6 + a) (4 + c)) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (6 + a) (4 + c) y1); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s4_board (6 + a) (1 + b) (4 + c)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (6 + a) (1 + b) (4 + c) y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s4_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s4_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s5_board (5 + a) (1 + b) (4 + c)) (0) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) (1 + b) (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s4_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s4_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s4_board (6 + a) (1 + b) (4 + c)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (6 + a) (1 + b) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s4_dom (5 + a) (2 + b) (3 + c) y1) (Hm : meas (s4_board (5 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board (5 + a) (2 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board (5 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s4_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s4_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s4_c2_f1_a3 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s4_c2_f1_a4 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s4_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C4 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s4_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s4_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s4_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s5_c1_moves (a c : nat) : lmoves (s5_board (4 + a) 0 (2 + c)) = [repeat E (5 + a) ++ F :: T :: repeat E (1 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (5 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [(4 + a, 1)] ([E]) [(1, 1)]) (s6_board) (- Z.of_nat a - 3) _ (s6_form (3 + a + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([E]) [(1, 1)] (6 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (3 + a + y1)); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (5 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(4 + a, 1)] ([E]) [(1, 2 + c)]) (s6_board) (- Z.of_nat a + Z.of_nat c - 2) _ (s6_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([E]) [(1, 2 + c)] (7 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 + 2))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (4 + a) 0 (2 + c) y1) (Hm : meas (s5_board (4 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (4 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (4 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s5_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s5_c1_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c2_moves (a c : nat) : lmoves (s5_board (4 + a) 1 (2 + c)) = [repeat E (5 + a) ++ T :: F :: repeat E (2 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (5 + a) ++ T :: F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(4 + a, 1)] ([]) [(1, 3 + c)]) (s6_board) (- Z.of_nat a + Z.of_nat c - 1) _ (s6_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([]) [(1, 3 + c)] (7 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 + 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (4 + a) 1 (2 + c) y1) (Hm : meas (s5_board (4 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (4 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (4 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s5_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c2_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c3_moves (a b c : nat) : lmoves (s5_board (4 + a) (2 + b) (2 + c)) = [repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: F :: repeat E (3 + c)) []) (s5_board (5 + a) 0 (3 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) 0 (3 + c) y1); [destruct Hw as [Hw|[Hw|Hw]]; [unfold s5_dom; left; zlia | unfold s5_dom; right; left; zlia | unfold s5_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s5_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s5_board (5 + a) (1 + b) (3 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) (1 + b) (3 + c) y1); [destruct Hw as [Hw|[Hw|Hw]]; [unfold s5_dom; left; zlia | unfold s5_dom; right; left; zlia | unfold s5_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s5_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s5_dom (4 + a) (2 + b) (2 + c) y1) (Hm : meas (s5_board (4 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (4 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (4 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s5_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s5_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s5_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s5_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C5 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s5_dom in Hdom.
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s5_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s5_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s5_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s6_c1_moves : lmoves (s6_board) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s6_dom y1) (Hm : meas (s6_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s6_board)) (int (Z.of_nat y1)).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s6_board)) in Hg. cbn [lefts] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s6_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C6 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s6_dom in Hdom.
  exact (s6_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Theorem all_nodes : forall mm dd rr, All mm dd rr.
Proof.
  apply lex3_ind. intros mm dd rr IH. unfold All, Cs.
  apply Forall_cons; [exact (s1_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s2_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s3_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s4_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s5_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s6_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem upper (a b c d : nat) :
  (2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3 /\ Z.of_nat a - Z.of_nat c - Z.of_nat d <= 3 /\ Z.of_nat d >= 2)%Z -> le (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)) (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)).
Proof.
  intros Hw.
  apply (entry_R _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)) ltac:(unfold s1_dom; zlia) eq_refl eq_refl eq_refl).
Qed.
End Upper.

Theorem claim_holds (a b c d : nat) :
  (2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3 /\ Z.of_nat a - Z.of_nat c - Z.of_nat d <= 3 /\ Z.of_nat d >= 2)%Z ->
  tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2).
Proof.
  intros Hw. split; [exact (Upper.upper a b c d Hw) | exact (Lower.lower a b c d Hw)].
Qed.

Print Assumptions claim_holds.
