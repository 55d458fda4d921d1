(* Toads-and-Frogs: _^a T _^b T _^c F _^d = c+2d-a on a+b-d>=2 && d-a>=2, proved by a winning strategy for each half.

   Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.
   Each node of a strategy is a board, a comparison form and a domain; its
   claim holds by the strategy rule of CGProve.TfStrategy, by induction on
   lex3 (the board's measure, then the form's depth and size).

   Written by `cgprove check tf "_^a T _^b T _^c F _^d" "2d+c-a" --where "d>=a+2 && d+2<=a+b" --coq-by strategy --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* The claim's trees *)

Module Lower.

(* s1: _^a T _^b T _^c F _^d >= y on (a+y1-2d==0 && a+b-d>=1 && a>=1 && b>=1 && c==0 && d>=2) || (a+y1-c-2d==0 && a+b-d>=2 && b>=3 && d>=2) *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat d + Z.of_nat y1 = 0 /\ Z.of_nat a + Z.of_nat b - Z.of_nat d >= 1 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 0 /\ Z.of_nat d >= 2) \/ (Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 0 /\ Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat b >= 3 /\ Z.of_nat d >= 2))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s1_form y1) (tf_game (s1_board a b c d)).

(* s2: T _^a F _^b >= y on a-b>=0 && b-y1==1 && b>=3 *)
Definition s2_board (a b : nat) : board := T :: repeat E a ++ F :: repeat E b.
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 3))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s2_dom a b y1 -> meas (s2_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s2_form y1) (tf_game (s2_board a b)).

(* s3: _ T _^a F _^b >= y on a>=1 && b-y1==2 && b>=3 *)
Definition s3_board (a b : nat) : board := E :: T :: repeat E a ++ F :: repeat E b.
Definition s3_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s3_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat b >= 3))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s3_dom a b y1 -> meas (s3_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s3_form y1) (tf_game (s3_board a b)).

(* s4: _^a T _^b F _^c >= y on (a-c==1 && a>=3 && b==0 && y1==0) || (c-a-y1==1 && a>=2) *)
Definition s4_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s4_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s4_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 0) \/ (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s4_dom a b c y1 -> meas (s4_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s4_form y1) (tf_game (s4_board a b c)).

(* s5:  >= y on y1==0 *)
Definition s5_board : board := [].
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (y1 : nat), s5_dom y1 -> meas (s5_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s5_form y1) (tf_game (s5_board)).

(* s6:  >= y on y1==2 *)
Definition s6_board : board := [].
Definition s6_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s6_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 2))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (y1 : nat), s6_dom y1 -> meas (s6_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s6_form y1) (tf_game (s6_board)).

(* s7: _^a T _^b F _^c >= y on (a-c-y1==1 && 2c-a>=1 && a-c>=2 && b==0) || (a-c-y1==1 && a-c>=2 && a-2c<=1 && b==1) || (c+y1-a==1 && a-c>=0 && c>=3) *)
Definition s7_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s7_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s7_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - Z.of_nat y1 = 1 /\ - Z.of_nat a + 2 * Z.of_nat c >= 1 /\ Z.of_nat a - Z.of_nat c >= 2 /\ Z.of_nat b = 0) \/ (Z.of_nat a - Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 2 /\ Z.of_nat a - 2 * Z.of_nat c <= 1 /\ Z.of_nat b = 1) \/ (- Z.of_nat a + Z.of_nat c + Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 0 /\ Z.of_nat c >= 3))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s7_dom a b c y1 -> meas (s7_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s7_form y1) (tf_game (s7_board a b c)).

(* s8: _^a T^2 F _^b >= y on a+y1-2b==0 && a-b>=1 && b>=2 *)
Definition s8_board (a b : nat) : board := repeat E a ++ T :: T :: F :: repeat E b.
Definition s8_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s8_dom (a b y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat b + Z.of_nat y1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s8_dom a b y1 -> meas (s8_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s8_form y1) (tf_game (s8_board a b)).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (s1_form y1) (tf_game (s1_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s2_dom a b y1 -> lex3 (meas (s2_board a b)) 0 (2 * y1) mm dd rr -> le (s2_form y1) (tf_game (s2_board a b)).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s3_dom a b y1 -> lex3 (meas (s3_board a b)) 0 (2 * y1) mm dd rr -> le (s3_form y1) (tf_game (s3_board a b)).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s4_dom a b c y1 -> lex3 (meas (s4_board a b c)) 0 (2 * y1) mm dd rr -> le (s4_form y1) (tf_game (s4_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s5_dom y1 -> lex3 (meas (s5_board)) 0 (2 * y1) mm dd rr -> le (s5_form y1) (tf_game (s5_board)).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s6_dom y1 -> lex3 (meas (s6_board)) 0 (2 * y1) mm dd rr -> le (s6_form y1) (tf_game (s6_board)).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s7_dom a b c y1 -> lex3 (meas (s7_board a b c)) 0 (2 * y1) mm dd rr -> le (s7_form y1) (tf_game (s7_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s8_dom a b y1 -> lex3 (meas (s8_board a b)) 0 (2 * y1) mm dd rr -> le (s8_form y1) (tf_game (s8_board a b)).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (b d : nat) : rmoves (s1_board 0 (4 + b) 0 (2 + d)) = [T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat E (3 + b) ++ [F; E]) [(1, 2 + d)]) (s2_board (3 + b) (3 + d)) (Z.of_nat d + 2) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (3 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 (4 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 (4 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 1 (3 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (4 + b) 0 (2 + d) y1) (Hm : meas (s1_board 0 (4 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 (4 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c1_f1_a1 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (4 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c1_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c2_moves (b d : nat) : rmoves (s1_board 0 (4 + b) 1 (2 + d)) = [T :: repeat E (4 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (4 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (4 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 1 (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 (4 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 (4 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat E (5 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 0 (5 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (5 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (5 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (4 + b) 1 (2 + d) y1) (Hm : meas (s1_board 0 (4 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 (4 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_f1_a2 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (4 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c2_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c3_moves (b c d : nat) : rmoves (s1_board 0 (4 + b) (2 + c) (2 + d)) = [T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat E (5 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 0 (5 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (5 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (5 + b) 0 (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat E (5 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 0 (5 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (5 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (5 + b) (1 + c) (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 (4 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 (4 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat E (5 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board 0 (5 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (5 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (5 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 0 (4 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board 0 (4 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 (4 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_f1_a3 IH b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (4 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (4 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c4_moves (b d : nat) : rmoves (s1_board 1 (2 + b) 0 (2 + d)) = [E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; E; T; F]) [(1, 3)]) (s4_board 2 0 3) (3) _ (s4_form (Z.to_nat (Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 3)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 0 3 (Z.to_nat (Z.of_nat y1 - 3))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s3_board (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s3_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 2 (1 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (1 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_f1_a4 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c4_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c4_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c4_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c5_moves (b d : nat) : rmoves (s1_board 1 (3 + b) 1 (2 + d)) = [E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 2 (2 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (3 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (3 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (4 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 1 (4 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (4 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (4 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (3 + b) 1 (2 + d) y1) (Hm : meas (s1_board 1 (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (3 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_f1_a5 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (3 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c6_moves (b c d : nat) : rmoves (s1_board 1 (3 + b) (2 + c) (2 + d)) = [E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (4 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 1 (4 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (4 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (4 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 1 (4 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (4 + b) (1 + c) (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (3 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (3 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board 1 (4 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (4 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 1 (3 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board 1 (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (3 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_f1_a6 IH b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (3 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c6_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c6_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c7_moves (a d : nat) : rmoves (s1_board (2 + a) 1 0 (2 + d)) = [repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0 /\ Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]) (s4_board (2 + a) 0 (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (2 + a) 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F; E]) [(1, 2 + d)]) (s7_board (3 + a) 0 (3 + d)) (Z.of_nat d + 2) _ (s7_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + a) 0 (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s7_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) 1 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 1 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) []) (s8_board (3 + a) (2 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 1 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_f1_a7 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0 /\ Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c7_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c8_moves (a b d : nat) : rmoves (s1_board (2 + a) (2 + b) 0 (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 1 /\ - Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 4 + d)]) (s4_board (3 + a) 0 (4 + d)) (Z.of_nat d + 4) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 4 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) 0 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]) (s7_board (3 + a) 0 (3 + d)) (Z.of_nat d + 3) _ (s7_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + a) 0 (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s7_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s4_board (2 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s7_board (3 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s7_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s7_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (3 + a) (1 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (1 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c8_f1_a8 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 1 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 1 /\ - Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c8_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c8_t1_a3 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a4 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c9_moves (a b d : nat) : rmoves (s1_board (2 + a) (3 + b) 1 (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (3 + a) (2 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) (3 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (3 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (2 + a) (4 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (4 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (3 + b) 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (3 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_f1_a9 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (3 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c9_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c10_moves (a b c d : nat) : rmoves (s1_board (2 + a) (3 + b) (2 + c) (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) (4 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (4 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) (4 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (4 + b) (1 + c) (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) (3 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (3 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board (2 + a) (4 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (4 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (2 + a) (3 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (3 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c10_f1_a10 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (3 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c10_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c10_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c10_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c10_moves a b c d) eq_refl Hm) Hd Hr). }
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
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s1_c1 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s1_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s1_c3 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s1_c4 IH b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c5 IH b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s1_c7 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s1_c9 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c10 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves (a b : nat) : rmoves (s2_board (3 + a) (3 + b)) = [T :: repeat E (2 + a) ++ F :: repeat E (4 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + b) >= 0 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (T :: repeat E (2 + a) ++ F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (2 + a) ++ F :: repeat E (4 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []) (s3_board (1 + a) (4 + b)) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (1 + a) (4 + b) y1); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + b) >= 0 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (s2_board (3 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s2_board (3 + a) (3 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (2 + a) ++ F :: repeat E (3 + b)) []) (s3_board (2 + a) (3 + b)) (0) _ (s3_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s2_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s2_dom (3 + a) (3 + b) y1) (Hm : meas (s2_board (3 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s2_board (3 + a) (3 + b))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + b) >= 0 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s2_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s2_board (3 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + b) >= 0 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s2_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s2_c1_moves a b) eq_refl Hm) Hd Hr). }

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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s2_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s3_c1_moves (b : nat) : rmoves (s3_board 1 (3 + b)) = [E :: T :: F :: repeat E (4 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (E :: T :: F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: repeat E (4 + b))).
Proof.
  apply (answer_board_L _ (strip [(2, 1)] ([]) [(1, 3 + b)]) (s5_board) (Z.of_nat b + 1) _ (s5_form (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 3 + b)] (5 + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (s3_board 1 (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s3_board 1 (3 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: F :: repeat E (3 + b)) []) (s4_board 2 0 (3 + b)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 0 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s3_dom 1 (3 + b) y1) (Hm : meas (s3_board 1 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s3_board 1 (3 + b))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s3_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s3_board 1 (3 + b))) in Hg. cbn [rights] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s3_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s3_c2_moves (a b : nat) : rmoves (s3_board (2 + a) (3 + b)) = [E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: E :: T :: F :: repeat E (4 + b)) []) (s4_board 2 0 (4 + b)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (4 + b)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 0 (4 + b) y1); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []) (s4_board 2 (1 + a) (4 + b)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 (1 + a) (4 + b) y1); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (s3_board (2 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s3_board (2 + a) (3 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s4_board 2 (1 + a) (3 + b)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 (1 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s3_dom (2 + a) (3 + b) y1) (Hm : meas (s3_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s3_board (2 + a) (3 + b))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s3_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s3_board (2 + a) (3 + b))) in Hg. cbn [rights] in Hg. rewrite s3_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s3_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s3_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s3_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s3_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s3_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s3_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s4_c1_moves (a c : nat) : rmoves (s4_board (2 + a) 0 (2 + c)) = [repeat E (1 + a) ++ F :: T :: repeat E (3 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + c))).
Proof.
  assert (a = 0) by zlia; subst a.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] ([E]) [(1, 3 + c)]) (s6_board) (Z.of_nat c + 2) _ (s6_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 3 + c)] (5 + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2 + a, 1)] ([E]) [(1, 2 + c)]) (s5_board) (- Z.of_nat a + Z.of_nat c) _ (s5_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 2 + c)] (5 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2 + a, 1)] ([E]) [(1, 4 + c)]) (s6_board) (- Z.of_nat a + Z.of_nat c + 2) _ (s6_form (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 4 + c)] (7 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s4_board (2 + a) 0 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s4_board (2 + a) 0 (2 + c))).
Proof.
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s5_board) (- Z.of_nat a + Z.of_nat c) _ (s5_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s4_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s4_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (2 + a) 0 (2 + c))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s4_c1_f1_a1 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 0) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 3)%Z) by zlia. exact (s4_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s4_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s4_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s4_c1_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s4_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s4_c2_moves (a c : nat) : rmoves (s4_board (2 + a) 1 (3 + c)) = [repeat E (2 + a) ++ T :: F :: repeat E (4 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: repeat E (4 + c))).
Proof.
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s5_board) (- Z.of_nat a + Z.of_nat c) _ (s5_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s4_board (2 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s4_board (2 + a) 1 (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []) (s4_board (3 + a) 0 (4 + c)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) 0 (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s4_dom (2 + a) 1 (3 + c) y1) (Hm : meas (s4_board (2 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (2 + a) 1 (3 + c))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s4_c2_f1_a2 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a) 1 (3 + c))) in Hg. cbn [rights] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s4_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s4_c2_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s4_c3_moves (a b c : nat) : rmoves (s4_board (2 + a) (2 + b) (3 + c)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []) (s4_board (3 + a) 0 (4 + c)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) 0 (4 + c) y1); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s4_board (3 + a) (1 + b) (4 + c)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) (1 + b) (4 + c) y1); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s4_board (2 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s4_board (2 + a) (2 + b) (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s4_board (3 + a) (1 + b) (4 + c)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) (1 + b) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s4_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s4_dom (2 + a) (2 + b) (3 + c) y1) (Hm : meas (s4_board (2 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (2 + a) (2 + b) (3 + c))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s4_c3_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a) (2 + b) (3 + c))) in Hg. cbn [rights] in Hg. rewrite s4_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s4_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s4_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s4_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s4_c3_moves a b c) eq_refl Hm) Hd Hr). }
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
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s4_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s4_c3 IH a b c y1 Hdom Hm Hd Hr).
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

Lemma s6_c1_moves : rmoves (s6_board) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s6_dom y1) (Hm : meas (s6_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s6_board)).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s6_board)) in Hg. cbn [rights] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s6_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C6 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s6_dom in Hdom.
  exact (s6_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s7_c1_moves (a c : nat) : rmoves (s7_board (3 + a) 0 (3 + c)) = [repeat E (2 + a) ++ F :: T :: repeat E (4 + c)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (3 + c) >= 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ F :: T :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ F :: T :: repeat E (4 + c))).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s5_board) (- Z.of_nat a + Z.of_nat c) _ (int ((- Z.of_nat y1) + 1)) (s5_form (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([]) [(1, 4 + c)] (8 + a + c)); [strip_eq | target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ F :: T :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ F :: T :: repeat E (4 + c))).
Proof.
  apply (answer_form_L _ (s6_board) (- Z.of_nat a + Z.of_nat c + 2) _ (int ((- Z.of_nat y1) + 1)) (s6_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([]) [(1, 4 + c)] (6 + a + c)); [strip_eq | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (- Z.of_nat a + Z.of_nat c + Z.of_nat y1 + 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s7_dom (3 + a) 0 (3 + c) y1) (Hm : meas (s7_board (3 + a) 0 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s7_board (3 + a) 0 (3 + c))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s7_board (3 + a) 0 (3 + c))) in Hg. cbn [rights] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (3 + c) >= 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 2) \/ (- Z.of_nat (3 + a) + Z.of_nat (3 + c) + Z.of_nat y1 = 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (3 + c) >= 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s7_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s7_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s7_c1_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s7_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s7_c2_moves : rmoves (s7_board 3 1 1) = [[E; E; E; T; F; E; E]].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; E; E; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s4_board 3 0 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s4_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; E; E; T; F; E; E]) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 3 0 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s7_dom 3 1 1 y1) (Hm : meas (s7_board 3 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s7_board 3 1 1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s7_board 3 1 1)) in Hg. cbn [rights] in Hg. rewrite s7_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s7_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s7_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s7_c3_moves (a c : nat) : rmoves (s7_board (3 + a) 1 (2 + c)) = [repeat E (3 + a) ++ T :: F :: repeat E (3 + c)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (3 + a) - Z.of_nat (2 + c) = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (3 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: F :: repeat E (3 + c))).
Proof.
  apply (answer_form_L _ (s4_board (3 + a) 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s4_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [destruct Hw as [Hw|Hw]; [unfold s4_dom; right; zlia | unfold s4_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s7_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (3 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1) \/ (- Z.of_nat (3 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: F :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s7_board (4 + a) 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: F :: repeat E (3 + c)) []); [strip_eq | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (4 + a) 0 (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s7_dom; left; zlia | unfold s7_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s7_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s7_dom (3 + a) 1 (2 + c) y1) (Hm : meas (s7_board (3 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s7_board (3 + a) 1 (2 + c))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s7_board (3 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s7_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ ((Z.of_nat (3 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) <= 1) \/ (- Z.of_nat (3 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 3)))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (3 + a) - Z.of_nat (2 + c) = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (3 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s7_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s7_c3_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (3 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1) \/ (- Z.of_nat (3 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia. exact (s7_c3_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s7_c3_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s7_c4_moves (a b c : nat) : rmoves (s7_board (3 + a) (2 + b) (3 + c)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: F :: repeat E (4 + c)) []) (s7_board (4 + a) 0 (4 + c)) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (4 + a) 0 (4 + c) y1); [unfold s7_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s7_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + c) = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s4_board (3 + a) (2 + b) (4 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s4_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ F :: repeat E (4 + c)) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) (2 + b) (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s7_c4_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (3 + a) + Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s7_board (4 + a) (2 + b) (4 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ F :: repeat E (4 + c)) []); [strip_eq | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (4 + a) (2 + b) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s7_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s7_dom (3 + a) (2 + b) (3 + c) y1) (Hm : meas (s7_board (3 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s7_board (3 + a) (2 + b) (3 + c))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s7_board (3 + a) (2 + b) (3 + c))) in Hg. cbn [rights] in Hg. rewrite s7_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (3 + a) - Z.of_nat (3 + c) = 0 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s7_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s7_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (3 + c) = 0 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s7_c4_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s7_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (3 + a) + Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (3 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s7_c4_t1_a3 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s7_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s7_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C7 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s7_dom in Hdom.
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s7_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        assert (a = 1) by zlia; subst a.
  exact (s7_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s7_c3 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s7_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s8_c1_moves (a b : nat) : rmoves (s8_board (3 + a) (2 + b)) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (2 + b) >= 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1)%Z) (Hm : (meas (s8_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s8_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; E; F]) [(1, 1 + b)]) (s7_board (3 + a) 1 (1 + b)) (Z.of_nat b + 1) _ (s7_form (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; E; F]) [(1, 1 + b)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + a) 1 (1 + b) (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2))); [unfold s7_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s8_dom (3 + a) (2 + b) y1) (Hm : meas (s8_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s8_board (3 + a) (2 + b))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (2 + b) >= 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1)%Z) by zlia. exact (s8_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s8_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
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
  exact (s8_c1 IH a b y1 Hdom Hm Hd Hr).
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
  apply Forall_cons; [exact (s7_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s8_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem lower (a b c d : nat) :
  (Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ - Z.of_nat a + Z.of_nat d >= 2)%Z -> le (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)) (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)).
Proof.
  intros Hw.
  apply (entry_L _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)) ltac:(unfold s1_dom; right; zlia) eq_refl eq_refl eq_refl).
Qed.
End Lower.

Module Upper.

(* s1: _^a T _^b T _^c F _^d <= y on a+y1-c-2d==0 && d-a>=2 && b>=1 *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 0 /\ - Z.of_nat a + Z.of_nat d >= 2 /\ Z.of_nat b >= 1))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s1_board a b c d)) (s1_form y1).

(* s2: _ T _^a F _^b <= y on b>=2 && b-y1<=2 && y1>=1 *)
Definition s2_board (a b : nat) : board := E :: T :: repeat E a ++ F :: repeat E b.
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (a b y1 : nat) : Prop := ((Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 <= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s2_dom a b y1 -> meas (s2_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s2_board a b)) (s2_form y1).

(* s3: T _^a F _^2 <= y on a>=1 && y1==3 *)
Definition s3_board (a : nat) : board := T :: repeat E a ++ [F; E; E].
Definition s3_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s3_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 3))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a y1 : nat), s3_dom a y1 -> meas (s3_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s3_board a)) (s3_form y1).

(* s4: T _^a F _^b <= y on (a>=1 && b-y1==1 && b>=3) || (a>=1 && y1-b==1 && b>=3) *)
Definition s4_board (a b : nat) : board := T :: repeat E a ++ F :: repeat E b.
Definition s4_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s4_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 3) \/ (Z.of_nat a >= 1 /\ - Z.of_nat b + Z.of_nat y1 = 1 /\ Z.of_nat b >= 3))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s4_dom a b y1 -> meas (s4_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s4_board a b)) (s4_form y1).

(* s5: _^a T _^b F _^c <= y on (a>=2 && c-a-y1<=1 && b==0 && c>=2) || (a>=2 && c-a-y1<=1 && c>=3 && y1>=1) *)
Definition s5_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat c - Z.of_nat y1 <= 1 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2) \/ (Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat c - Z.of_nat y1 <= 1 /\ Z.of_nat c >= 3 /\ Z.of_nat y1 >= 1))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s5_dom a b c y1 -> meas (s5_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s5_board a b c)) (s5_form y1).

(* s6:  <= y on true *)
Definition s6_board : board := [].
Definition s6_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s6_dom (y1 : nat) : Prop := ((True))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (y1 : nat), s6_dom y1 -> meas (s6_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s6_board)) (s6_form y1).

(* s7: _ T^2 F _^a <= y on 2a-y1==1 && a>=2 *)
Definition s7_board (a : nat) : board := E :: T :: T :: F :: repeat E a.
Definition s7_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s7_dom (a y1 : nat) : Prop := ((2 * Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a y1 : nat), s7_dom a y1 -> meas (s7_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s7_board a)) (s7_form y1).

(* s8: _^a T^2 _^b F _^c <= y on (a+y1-2c==0 && a>=2 && c-a>=1 && b==0) || (a+y1-b-2c==0 && a>=1 && c-a>=2 && b>=1) *)
Definition s8_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s8_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s8_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat c + Z.of_nat y1 = 0 /\ Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat c >= 1 /\ Z.of_nat b = 0) \/ (Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 0 /\ Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat c >= 2 /\ Z.of_nat b >= 1))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s8_dom a b c y1 -> meas (s8_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s8_board a b c)) (s8_form y1).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s1_board a b c d)) (s1_form y1).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s2_dom a b y1 -> lex3 (meas (s2_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s2_board a b)) (s2_form y1).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s3_dom a y1 -> lex3 (meas (s3_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s3_board a)) (s3_form y1).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s4_dom a b y1 -> lex3 (meas (s4_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s4_board a b)) (s4_form y1).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s5_dom a b c y1 -> lex3 (meas (s5_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s5_board a b c)) (s5_form y1).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s6_dom y1 -> lex3 (meas (s6_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s6_board)) (s6_form y1).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s7_dom a y1 -> lex3 (meas (s7_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s7_board a)) (s7_form y1).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s8_dom a b c y1 -> lex3 (meas (s8_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s8_board a b c)) (s8_form y1).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (d : nat) : lmoves (s1_board 0 1 0 (2 + d)) = [E :: T :: T :: F :: repeat E (2 + d); T :: E :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s7_board (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 4)%Z) (Hm : (meas (T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] ([T; E; F; E]) [(1, 1)]) (s3_board 1) (1) _ (s3_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 1)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] ([T; E; F; E]) [(1, 2 + d)]) (s4_board 1 (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 1 0 (2 + d) y1) (Hm : meas (s1_board 0 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c1_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 4)%Z) by zlia. exact (s1_c1_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c1_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c1_t2_a2 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c1_moves d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c2_moves (d : nat) : lmoves (s1_board 0 1 1 (2 + d)) = [E :: T :: T :: E :: F :: repeat E (2 + d); T :: E :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: F :: repeat E (3 + d)) []) (s7_board (3 + d)) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + d) y1); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; F]) [(1, 3 + d)]) (s4_board 1 (3 + d)) (Z.of_nat d + 3) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 1 1 (2 + d) y1) (Hm : meas (s1_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c2_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c3_moves (c d : nat) : lmoves (s1_board 0 1 (2 + c) (2 + d)) = [E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d); T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s8_board 1 (1 + c) (3 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 1 (1 + c) (3 + d) y1); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 0 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 2 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 0 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 2 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c3_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c4_moves (b d : nat) : lmoves (s1_board 0 (2 + b) 0 (2 + d)) = [E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d); T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; T; F]) [(1, 3 + d)]) (s2_board 0 (3 + d)) (Z.of_nat d + 3) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F]) [(1, 3 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s2_board (1 + b) (3 + d)) (Z.of_nat d + 3) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (1 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 4)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]) (s3_board (2 + b)) (1) _ (s3_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s4_board (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c4_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c4_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 4)%Z) by zlia. exact (s1_c4_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c4_t2_a2 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c5_moves (b d : nat) : lmoves (s1_board 0 (2 + b) 1 (2 + d)) = [E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d); T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 1 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 1 (2 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (2 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]) (s4_board (2 + b) (3 + d)) (Z.of_nat d + 3) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c5_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c5_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c5_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c6_moves (b c d : nat) : lmoves (s1_board 0 (2 + b) (2 + c) (2 + d)) = [E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d); T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 1 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 1 (2 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (2 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 0 (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 0 (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a2 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t2_a2 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c7_moves (d : nat) : lmoves (s1_board 1 1 0 (3 + d)) = [E :: E :: T :: T :: F :: repeat E (3 + d); E :: T :: E :: E :: F :: T :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s8_board 2 0 (3 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (3 + d)) []); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: E :: F :: T :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: F :: T :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; E; F; E]) [(1, 2 + d)]) (s2_board 1 (3 + d)) (Z.of_nat d + 2) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 0 (3 + d) y1) (Hm : meas (s1_board 1 1 0 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 0 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 0 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c7_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c7_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c7_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c8_moves (d : nat) : lmoves (s1_board 1 1 1 (3 + d)) = [E :: E :: T :: T :: E :: F :: repeat E (3 + d); E :: T :: E :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: T :: E :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: E :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: T :: F :: repeat E (4 + d)) []) (s8_board 2 0 (4 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 0 (4 + d) y1); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; E; F]) [(1, 4 + d)]) (s2_board 1 (4 + d)) (Z.of_nat d + 4) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 4 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 1 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 1 (3 + d) y1) (Hm : meas (s1_board 1 1 1 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 1 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 1 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c8_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c8_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c8_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c9_moves (c d : nat) : lmoves (s1_board 1 1 (2 + c) (3 + d)) = [E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d); E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s8_board 2 (1 + c) (4 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 (1 + c) (4 + d) y1); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (E :: T :: E :: E :: T :: F :: repeat E (4 + d)) []) (s1_board 1 2 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 0 (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s1_board 1 2 (1 + c) (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 (1 + c) (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 1 1 (2 + c) (3 + d) y1) (Hm : meas (s1_board 1 1 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c9_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c9_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c9_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c10_moves (b d : nat) : lmoves (s1_board 1 (2 + b) 0 (3 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d); E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; T; F]) [(1, 4 + d)]) (s5_board 2 0 (4 + d)) (Z.of_nat d + 4) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 4 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 4 + d)]) (s5_board 2 (1 + b) (4 + d)) (Z.of_nat d + 4) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 4 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (1 + b) (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s2_board (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 0 (3 + d) y1) (Hm : meas (s1_board 1 (2 + b) 0 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) 0 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 0 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c10_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c10_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c10_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c10_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c10_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c11_moves (b d : nat) : lmoves (s1_board 1 (2 + b) 1 (3 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d); E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: E :: T :: E :: T :: F :: repeat E (4 + d)) []) (s1_board 2 1 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 0 (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (4 + d)) []) (s1_board 2 (2 + b) 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ [F]) [(1, 4 + d)]) (s2_board (2 + b) (4 + d)) (Z.of_nat d + 4) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F]) [(1, 4 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (2 + b) (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 1 (3 + d) y1) (Hm : meas (s1_board 1 (2 + b) 1 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) 1 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 1 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c11_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c11_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c11_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c11_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c11_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c11_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c12_moves (b c d : nat) : lmoves (s1_board 1 (2 + b) (2 + c) (3 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (3 + d); E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s1_board 2 1 (1 + c) (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 (1 + c) (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s1_board 2 (2 + b) (1 + c) (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) (1 + c) (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d)) []) (s1_board 1 (3 + b) 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s1_board 1 (3 + b) (1 + c) (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (1 + c) (4 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) (2 + c) (3 + d) y1) (Hm : meas (s1_board 1 (2 + b) (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c12_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c12_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c12_t1_a2 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c12_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c12_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c12_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c12_t2_a2 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c12_moves b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c13_moves (a d : nat) : lmoves (s1_board (2 + a) 1 0 (4 + d)) = [repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d); repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s8_board (3 + a) 0 (4 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d)) []); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) 0 (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 3 + d)]) (s5_board (2 + a) 1 (4 + d)) (Z.of_nat d + 3) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 3 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 1 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 (4 + d) y1) (Hm : meas (s1_board (2 + a) 1 0 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 0 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c13_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c13_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c13_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c13_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c14_moves (a d : nat) : lmoves (s1_board (2 + a) 1 1 (4 + d)) = [repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (4 + d); repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (5 + d)) []) (s8_board (3 + a) 0 (5 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) 0 (5 + d) y1); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 5 + d)]) (s5_board (2 + a) 1 (5 + d)) (Z.of_nat d + 5) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 5 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 1 (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 1 (4 + d) y1) (Hm : meas (s1_board (2 + a) 1 1 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 1 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 1 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c14_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c14_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c14_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c14_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c15_moves (a c d : nat) : lmoves (s1_board (2 + a) 1 (2 + c) (4 + d)) = [repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (4 + d); repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s8_board (3 + a) (1 + c) (5 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) (1 + c) (5 + d) y1); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (5 + d)) []) (s1_board (2 + a) 2 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board (2 + a) 2 (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (1 + c) (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) (4 + d) y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 (2 + c) (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c15_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c15_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s1_c15_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c15_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s1_c15_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c15_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c16_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 0 (4 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 5 + d)]) (s5_board (3 + a) 0 (5 + d)) (Z.of_nat d + 5) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 5 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 5 + d)]) (s5_board (3 + a) (1 + b) (5 + d)) (Z.of_nat d + 5) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 5 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) (1 + b) (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]) (s5_board (2 + a) (2 + b) (4 + d)) (Z.of_nat d + 3) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) (2 + b) (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 (4 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 0 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c16_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c16_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c16_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c16_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c16_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c16_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c17_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 1 (4 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (5 + d)) []) (s1_board (3 + a) 1 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (5 + d)) []) (s1_board (3 + a) (2 + b) 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 5 + d)]) (s5_board (2 + a) (2 + b) (5 + d)) (Z.of_nat d + 5) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 5 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) (2 + b) (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 (4 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 1 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c17_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c18_moves (a b c d : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c) (4 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board (3 + a) 1 (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + c) (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board (3 + a) (2 + b) (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) (1 + c) (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d)) []) (s1_board (2 + a) (3 + b) 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (5 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) (2 + c) (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c18_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c18_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s1_c18_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c18_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s1_c18_t2_a2 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c18_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s1_c1 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c2 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c3 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c4 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c5 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c7 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c8 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c9 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c10 IH b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c11 IH b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c12 IH b c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c13 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c14 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c15 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c16 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c17 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c18 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves (b : nat) : lmoves (s2_board 0 (2 + b)) = [E :: E :: F :: T :: repeat E (1 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: E :: F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: T :: repeat E (1 + b))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [(1, 1)] ([E]) [(1, 1)]) (s6_board) (0) _ (s6_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 1)] 3); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2)%Z) (Hm : (meas (E :: E :: F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: T :: repeat E (1 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(1, 1)] ([E]) [(1, 2 + b)]) (s6_board) (Z.of_nat b + 1) _ (s6_form (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 2 + b)] (4 + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s2_dom 0 (2 + b) y1) (Hm : meas (s2_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s2_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2)%Z) by zlia. exact (s2_c1_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_c2_moves (b : nat) : lmoves (s2_board 1 (2 + b)) = [E :: E :: T :: F :: repeat E (2 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: E :: T :: F :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: F :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s5_board 2 0 (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (2 + b)) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s2_dom 1 (2 + b) y1) (Hm : meas (s2_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s2_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s2_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_c3_moves (a b : nat) : lmoves (s2_board (2 + a) (2 + b)) = [E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: E :: T :: F :: repeat E (3 + b)) []) (s5_board 2 0 (3 + b)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 (3 + b) y1); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s5_board 2 (1 + a) (3 + b)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (1 + a) (3 + b) y1); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s2_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s2_dom (2 + a) (2 + b) y1) (Hm : meas (s2_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s2_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s2_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s2_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s2_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s2_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exact (s2_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s2_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s2_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s3_c1_moves : lmoves (s3_board 1) = [[E; T; F; E; E]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas ([E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; E; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([]) [(1, 3)]) (s6_board) (3) _ (s6_form (Z.to_nat (Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 3)] 3); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat y1 - 3))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s3_dom 1 y1) (Hm : meas (s3_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board 1)) in Hg. cbn [lefts] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s3_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c2_moves (a : nat) : lmoves (s3_board (2 + a)) = [E :: T :: repeat E (1 + a) ++ [F; E; E]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + a) ++ [F; E; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; T; F; E; E; E]) []) (s2_board 0 3) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; E; E]) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 0 3 y1); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + a) ++ [F; E; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (1 + a) ++ [F; E; E; E]) []) (s2_board (1 + a) 3) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + a) ++ [F; E; E; E]) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (1 + a) 3 y1); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s3_dom (2 + a) y1) (Hm : meas (s3_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s3_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s3_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s3_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s3_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s3_c2_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C3 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s3_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s3_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s3_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s4_c1_moves (b : nat) : lmoves (s4_board 1 (3 + b)) = [E :: T :: F :: repeat E (3 + b)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3) \/ (Z.of_nat 1 = 1 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3))%Z) (Hm : (meas (E :: T :: F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: F :: repeat E (3 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s2_board 0 (3 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: repeat E (3 + b)) []); [strip_eq | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 0 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s4_dom 1 (3 + b) y1) (Hm : meas (s4_board 1 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board 1 (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board 1 (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3) \/ (Z.of_nat 1 = 1 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3))%Z) by zlia. exact (s4_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s4_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s4_c2_moves (a b : nat) : lmoves (s4_board (2 + a) (3 + b)) = [E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3) \/ (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3))%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: T :: F :: repeat E (4 + b)) []) (s2_board 0 (4 + b)) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: repeat E (4 + b)) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 0 (4 + b) y1); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3) \/ (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3))%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []) (s2_board (1 + a) (4 + b)) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (1 + a) (4 + b) y1); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s4_dom (2 + a) (3 + b) y1) (Hm : meas (s4_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board (2 + a) (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3) \/ (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3))%Z) by zlia. exact (s4_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3) \/ (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3))%Z) by zlia. exact (s4_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s4_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C4 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s4_dom in Hdom.
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
  exact (s4_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s4_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s5_c1_moves (a c : nat) : lmoves (s5_board (2 + a) 0 (2 + c)) = [repeat E (3 + a) ++ F :: T :: repeat E (1 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 1)]) (s6_board) (- Z.of_nat a - 1) _ (s6_form (1 + a + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 1)] (4 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (1 + a + y1)); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 2 + c)]) (s6_board) (- Z.of_nat a + Z.of_nat c) _ (s6_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 2 + c)] (5 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s5_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s5_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s5_c1_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c2_moves (a c : nat) : lmoves (s5_board (2 + a) 1 (3 + c)) = [repeat E (3 + a) ++ T :: F :: repeat E (3 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s5_board (3 + a) 0 (3 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (2 + a) 1 (3 + c) y1) (Hm : meas (s5_board (2 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a) 1 (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) 1 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s5_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c2_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c3_moves (a b c : nat) : lmoves (s5_board (2 + a) (2 + b) (3 + c)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []) (s5_board (3 + a) 0 (4 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (4 + c) y1); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s5_board (3 + a) (1 + b) (4 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) (1 + b) (4 + c) y1); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s5_dom (2 + a) (2 + b) (3 + c) y1) (Hm : meas (s5_board (2 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a) (2 + b) (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s5_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s5_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s5_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s5_c3_moves a b c) eq_refl Hm) Hd Hr). }
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
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
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
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
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

Lemma s7_c1_moves (a : nat) : lmoves (s7_board (2 + a)) = [E :: T :: E :: F :: T :: repeat E (1 + a)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: E :: F :: T :: repeat E (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: repeat E (1 + a))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 1)]) (s2_board 0 2) (1) _ (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 1)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 0 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (2 * Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (E :: T :: E :: F :: T :: repeat E (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: repeat E (1 + a))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 2 + a)]) (s2_board 0 (3 + a)) (Z.of_nat a + 2) _ (s2_form (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 2 + a)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 0 (3 + a) (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s7_dom (2 + a) y1) (Hm : meas (s7_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s7_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s7_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s7_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s7_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (2 * Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s7_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s7_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s7_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C7 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s7_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s7_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s8_c1_moves (c : nat) : lmoves (s8_board 1 1 (3 + c)) = [E :: T :: E :: T :: F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (E :: T :: E :: T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F]) [(1, 4 + c)]) (s2_board 0 (4 + c)) (Z.of_nat c + 4) _ (s2_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F]) [(1, 4 + c)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 0 (4 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 4))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s8_dom 1 1 (3 + c) y1) (Hm : meas (s8_board 1 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board 1 1 (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board 1 1 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s8_c1_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s8_c1_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s8_c2_moves (b c : nat) : lmoves (s8_board 1 (2 + b) (3 + c)) = [E :: T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: F :: repeat E (4 + c)) []) (s1_board 1 1 0 (4 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (4 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s1_board 1 1 (1 + b) (4 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + b) (4 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s8_dom 1 (2 + b) (3 + c) y1) (Hm : meas (s8_board 1 (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board 1 (2 + b) (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board 1 (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s8_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) + 2 * Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3)%Z) by zlia. exact (s8_c2_t1_a2 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s8_c3_moves (a c : nat) : lmoves (s8_board (2 + a) 0 (3 + c)) = [repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (2 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + c)]) (s5_board (2 + a) 0 (3 + c)) (Z.of_nat c + 2) _ (s5_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + c)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 0 (3 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 2))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (2 + a) 0 (3 + c) y1) (Hm : meas (s8_board (2 + a) 0 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (2 + a) 0 (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a) 0 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s8_c3_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s8_c3_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s8_c4_moves (a c : nat) : lmoves (s8_board (2 + a) 1 (4 + c)) = [repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (4 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (4 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F]) [(1, 5 + c)]) (s5_board (2 + a) 0 (5 + c)) (Z.of_nat c + 5) _ (s5_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 5)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F]) [(1, 5 + c)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 0 (5 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 5))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (2 + a) 1 (4 + c) y1) (Hm : meas (s8_board (2 + a) 1 (4 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (2 + a) 1 (4 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a) 1 (4 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s8_c4_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s8_c4_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s8_c5_moves (a b c : nat) : lmoves (s8_board (2 + a) (2 + b) (4 + c)) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + c)) []) (s1_board (2 + a) 1 0 (5 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (5 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (4 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (4 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) []) (s1_board (2 + a) 1 (1 + b) (5 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + b) (5 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s8_dom (2 + a) (2 + b) (4 + c) y1) (Hm : meas (s8_board (2 + a) (2 + b) (4 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (2 + a) (2 + b) (4 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a) (2 + b) (4 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s8_c5_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c5_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (4 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s8_c5_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c5_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s8_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C8 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s8_dom in Hdom.
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
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s8_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s8_c2 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s8_c3 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s8_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s8_c5 IH a b c y1 Hdom Hm Hd Hr).
      }
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
  apply Forall_cons; [exact (s7_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s8_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem upper (a b c d : nat) :
  (Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ - Z.of_nat a + Z.of_nat d >= 2)%Z -> le (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)) (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)).
Proof.
  intros Hw.
  apply (entry_R _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)) ltac:(unfold s1_dom; zlia) eq_refl eq_refl eq_refl).
Qed.
End Upper.

Theorem claim_holds (a b c d : nat) :
  (Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ - Z.of_nat a + Z.of_nat d >= 2)%Z ->
  tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d).
Proof.
  intros Hw. split; [exact (Upper.upper a b c d Hw) | exact (Lower.lower a b c d Hw)].
Qed.

Print Assumptions claim_holds.
