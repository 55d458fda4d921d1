(* Toads-and-Frogs: _^a T _^b T _^c F _^d = c+2d-a-2 on d-a-b>=2, proved by a winning strategy for each half.

   Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.
   Each node of a strategy is a board, a comparison form and a domain; its
   claim holds by the strategy rule of CGProve.TfStrategy, by induction on
   lex3 (the board's measure, then the form's depth and size).

   Written by `cgprove check tf "_^a T _^b T _^c F _^d" "2d+c-a-2" --where "d>=a+b+2" --coq-by strategy --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* The claim's trees *)

Module Lower.

(* s1: _^a T _^b T _^c F _^d >= y on c+2d-a-y1==2 && d>=2 *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - Z.of_nat y1 = 2 /\ Z.of_nat d >= 2))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s1_form y1) (tf_game (s1_board a b c d)).

(* s2: T _ F _^a >= y on a-y1>=1 *)
Definition s2_board (a : nat) : board := T :: E :: F :: repeat E a.
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 1))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a y1 : nat), s2_dom a y1 -> meas (s2_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s2_form y1) (tf_game (s2_board a)).

(* s3: T F _^a >= y on a-y1==3 *)
Definition s3_board (a : nat) : board := T :: F :: repeat E a.
Definition s3_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s3_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 3))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a y1 : nat), s3_dom a y1 -> meas (s3_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s3_form y1) (tf_game (s3_board a)).

(* s4: T _^a F _^b >= y on (a>=2 && b-y1==1) || (a>=2 && b-y1==3) *)
Definition s4_board (a b : nat) : board := T :: repeat E a ++ F :: repeat E b.
Definition s4_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s4_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1) \/ (Z.of_nat a >= 2 /\ Z.of_nat b - Z.of_nat y1 = 3))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s4_dom a b y1 -> meas (s4_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s4_form y1) (tf_game (s4_board a b)).

(* s5: _ T^2 _^a F _^b >= y on a+2b-y1==3 && a>=2 && b>=2 *)
Definition s5_board (a b : nat) : board := E :: T :: T :: repeat E a ++ F :: repeat E b.
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (a b y1 : nat) : Prop := ((Z.of_nat a + 2 * Z.of_nat b - Z.of_nat y1 = 3 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 2))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s5_dom a b y1 -> meas (s5_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s5_form y1) (tf_game (s5_board a b)).

(* s6: _ T _^a F _^b >= y on b-y1>=2 *)
Definition s6_board (a b : nat) : board := E :: T :: repeat E a ++ F :: repeat E b.
Definition s6_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s6_dom (a b y1 : nat) : Prop := ((Z.of_nat b - Z.of_nat y1 >= 2))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s6_dom a b y1 -> meas (s6_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s6_form y1) (tf_game (s6_board a b)).

(* s7: _^2 T^2 F _^a >= y on 2a-y1==4 *)
Definition s7_board (a : nat) : board := E :: E :: T :: T :: F :: repeat E a.
Definition s7_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s7_dom (a y1 : nat) : Prop := ((2 * Z.of_nat a - Z.of_nat y1 = 4))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a y1 : nat), s7_dom a y1 -> meas (s7_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s7_form y1) (tf_game (s7_board a)).

(* s8: _^a T^2 _^b F _^c >= y on b+2c-a-y1==2 && a>=2 && c>=2 *)
Definition s8_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s8_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s8_dom (a b c y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat b + 2 * Z.of_nat c - Z.of_nat y1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat c >= 2))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s8_dom a b c y1 -> meas (s8_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s8_form y1) (tf_game (s8_board a b c)).

(* s9: _^2 T F _^a >= y on a-y1>=3 *)
Definition s9_board (a : nat) : board := E :: E :: T :: F :: repeat E a.
Definition s9_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s9_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 3))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (a y1 : nat), s9_dom a y1 -> meas (s9_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s9_form y1) (tf_game (s9_board a)).

(* s10: _^a T _^b F _^c >= y on a>=2 && c-a-y1>=1 *)
Definition s10_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s10_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s10_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat c - Z.of_nat y1 >= 1))%Z.
Definition C10 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s10_dom a b c y1 -> meas (s10_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s10_form y1) (tf_game (s10_board a b c)).

(* s11:  >= y on y1==0 *)
Definition s11_board : board := [].
Definition s11_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s11_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C11 (mm dd rr : nat) : Prop := forall (y1 : nat), s11_dom y1 -> meas (s11_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s11_form y1) (tf_game (s11_board)).

(* s12:  >= y on y1>=1 *)
Definition s12_board : board := [].
Definition s12_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s12_dom (y1 : nat) : Prop := ((Z.of_nat y1 >= 1))%Z.
Definition C12 (mm dd rr : nat) : Prop := forall (y1 : nat), s12_dom y1 -> meas (s12_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s12_form y1) (tf_game (s12_board)).

(* s13: _^a T _ F _^b >= y on b+y1-a==1 && a-b>=0 && b>=1 *)
Definition s13_board (a b : nat) : board := repeat E a ++ T :: E :: F :: repeat E b.
Definition s13_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s13_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat b + Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 1))%Z.
Definition C13 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s13_dom a b y1 -> meas (s13_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s13_form y1) (tf_game (s13_board a b)).

(* s14: _^2 T F _^a >= y on a-y1>=1 && a+y1<=5 && y1>=1 *)
Definition s14_board (a : nat) : board := E :: E :: T :: F :: repeat E a.
Definition s14_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s14_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat a + Z.of_nat y1 <= 5 /\ Z.of_nat y1 >= 1))%Z.
Definition C14 (mm dd rr : nat) : Prop := forall (a y1 : nat), s14_dom a y1 -> meas (s14_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s14_form y1) (tf_game (s14_board a)).

(* s15: _^a T F _^b >= y on (a>=3 && b+y1-a>=1 && b+y1-a<=3 && b>=2 && y1>=1) || (b+y1-a==3 && b-a<=2 && b>=3) *)
Definition s15_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s15_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s15_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ - Z.of_nat a + Z.of_nat b + Z.of_nat y1 >= 1 /\ - Z.of_nat a + Z.of_nat b + Z.of_nat y1 <= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1) \/ (- Z.of_nat a + Z.of_nat b + Z.of_nat y1 = 3 /\ - Z.of_nat a + Z.of_nat b <= 2 /\ Z.of_nat b >= 3))%Z.
Definition C15 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s15_dom a b y1 -> meas (s15_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s15_form y1) (tf_game (s15_board a b)).

(* s16: _^a T _^b F _^c >= y on (c+y1-a==1 && a-c>=0 && b>=2 && c>=1) || (c+y1-a==3 && c-a<=2 && b>=2 && c>=3) *)
Definition s16_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s16_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s16_dom (a b c y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat c + Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1) \/ (- Z.of_nat a + Z.of_nat c + Z.of_nat y1 = 3 /\ - Z.of_nat a + Z.of_nat c <= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 3))%Z.
Definition C16 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s16_dom a b c y1 -> meas (s16_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s16_form y1) (tf_game (s16_board a b c)).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr; C10 mm dd rr; C11 mm dd rr; C12 mm dd rr; C13 mm dd rr; C14 mm dd rr; C15 mm dd rr; C16 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (s1_form y1) (tf_game (s1_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s2_dom a y1 -> lex3 (meas (s2_board a)) 0 (2 * y1) mm dd rr -> le (s2_form y1) (tf_game (s2_board a)).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s3_dom a y1 -> lex3 (meas (s3_board a)) 0 (2 * y1) mm dd rr -> le (s3_form y1) (tf_game (s3_board a)).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s4_dom a b y1 -> lex3 (meas (s4_board a b)) 0 (2 * y1) mm dd rr -> le (s4_form y1) (tf_game (s4_board a b)).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s5_dom a b y1 -> lex3 (meas (s5_board a b)) 0 (2 * y1) mm dd rr -> le (s5_form y1) (tf_game (s5_board a b)).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s6_dom a b y1 -> lex3 (meas (s6_board a b)) 0 (2 * y1) mm dd rr -> le (s6_form y1) (tf_game (s6_board a b)).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s7_dom a y1 -> lex3 (meas (s7_board a)) 0 (2 * y1) mm dd rr -> le (s7_form y1) (tf_game (s7_board a)).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s8_dom a b c y1 -> lex3 (meas (s8_board a b c)) 0 (2 * y1) mm dd rr -> le (s8_form y1) (tf_game (s8_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s9_dom a y1 -> lex3 (meas (s9_board a)) 0 (2 * y1) mm dd rr -> le (s9_form y1) (tf_game (s9_board a)).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s10_dom a b c y1 -> lex3 (meas (s10_board a b c)) 0 (2 * y1) mm dd rr -> le (s10_form y1) (tf_game (s10_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 9 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s11_dom y1 -> lex3 (meas (s11_board)) 0 (2 * y1) mm dd rr -> le (s11_form y1) (tf_game (s11_board)).
Proof. intros H1 H2. exact (all_nth _ 10 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s12_dom y1 -> lex3 (meas (s12_board)) 0 (2 * y1) mm dd rr -> le (s12_form y1) (tf_game (s12_board)).
Proof. intros H1 H2. exact (all_nth _ 11 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s13_dom a b y1 -> lex3 (meas (s13_board a b)) 0 (2 * y1) mm dd rr -> le (s13_form y1) (tf_game (s13_board a b)).
Proof. intros H1 H2. exact (all_nth _ 12 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s14_dom a y1 -> lex3 (meas (s14_board a)) 0 (2 * y1) mm dd rr -> le (s14_form y1) (tf_game (s14_board a)).
Proof. intros H1 H2. exact (all_nth _ 13 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s15_dom a b y1 -> lex3 (meas (s15_board a b)) 0 (2 * y1) mm dd rr -> le (s15_form y1) (tf_game (s15_board a b)).
Proof. intros H1 H2. exact (all_nth _ 14 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s16_dom a b c y1 -> lex3 (meas (s16_board a b c)) 0 (2 * y1) mm dd rr -> le (s16_form y1) (tf_game (s16_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 15 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (d : nat) : rmoves (s1_board 0 0 0 (2 + d)) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 0 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 0 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F]) [(1, 1 + d)]) (s2_board (1 + d)) (Z.of_nat d + 1) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F]) [(1, 1 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (1 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 0 0 (2 + d) y1) (Hm : meas (s1_board 0 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 0 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c1_f1_a1 IH d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s1_c2_moves (d : nat) : rmoves (s1_board 0 0 1 (2 + d)) = [T :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F]) [(1, 2 + d)]) (s2_board (2 + d)) (Z.of_nat d + 2) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F]) [(1, 2 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (2 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 0 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 0 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: repeat E (2 + d)) []) (s1_board 0 1 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 1 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 0 1 (2 + d) y1) (Hm : meas (s1_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 0 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_f1_a2 IH d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s1_c2_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c3_moves (c d : nat) : rmoves (s1_board 0 0 (2 + c) (2 + d)) = [T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 0 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 0 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 0 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board 0 1 (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 1 (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_f1_a3 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c4_moves (d : nat) : rmoves (s1_board 0 1 0 (2 + d)) = [T :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E]) [(1, 2 + d)]) (s3_board (3 + d)) (Z.of_nat d + 2) _ (s3_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 1 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 1 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F]) [(1, 1 + d)]) (s4_board 2 (1 + d)) (Z.of_nat d + 1) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 1 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 (1 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 1 0 (2 + d) y1) (Hm : meas (s1_board 0 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 1 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_f1_a4 IH d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s1_c4_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c5_moves (d : nat) : rmoves (s1_board 0 1 1 (2 + d)) = [T :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F]) [(1, 2 + d)]) (s4_board 2 (2 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 (2 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 1 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 1 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: T :: F :: repeat E (2 + d)) []) (s1_board 0 2 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 2 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 1 1 (2 + d) y1) (Hm : meas (s1_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 1 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_f1_a5 IH d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c6_moves (c d : nat) : rmoves (s1_board 0 1 (2 + c) (2 + d)) = [T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 0 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 2 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) []) (s5_board (2 + c) (3 + d)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + c) (3 + d) y1); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []) (s5_board (2 + c) (2 + d)) (0) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_f1_a6 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c6_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c7_moves (b d : nat) : rmoves (s1_board 0 (2 + b) 0 (2 + d)) = [T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([T; E; F; E]) [(1, 2 + d)]) (s2_board (3 + d)) (Z.of_nat d + 2) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s4_board (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 (2 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]) (s4_board (3 + b) (1 + d)) (Z.of_nat d + 1) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ [F]) [(1, 1 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + b) (1 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_f1_a7 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c8_moves (b d : nat) : rmoves (s1_board 0 (2 + b) 1 (2 + d)) = [T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]) (s4_board (3 + b) (2 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + b) (2 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 (2 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 0 (3 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_f1_a8 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c9_moves (b c d : nat) : rmoves (s1_board 0 (2 + b) (2 + c) (2 + d)) = [T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 0 (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 0 (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 0 (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board 0 (3 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_f1_a9 IH b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c10_moves (d : nat) : rmoves (s1_board 1 0 0 (2 + d)) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (s1_board 1 0 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 0 0 (2 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] ([E; T; E; F]) [(1, 2 + d)]) (s6_board 1 (2 + d)) (Z.of_nat d + 2) _ (s6_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 2 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 1 (2 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board 1 0 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 0 0 (2 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; T; E; F]) [(1, 1)]) (s13_board 1 1) (1) _ (s13_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 1)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 0 0 (2 + d) y1) (Hm : meas (s1_board 1 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 0 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + d) = 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c10_f1_a10 IH d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c10_f1_a11 IH d y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s1_board 1 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s1_c11_moves (d : nat) : rmoves (s1_board 1 0 1 (2 + d)) = [E :: T :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; E; F]) [(1, 2 + d)]) (s6_board 1 (2 + d)) (Z.of_nat d + 2) _ (s6_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 2 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 1 (2 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_f1_a12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 0 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 0 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: E :: T :: F :: repeat E (2 + d)) []) (s1_board 1 1 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 0 1 (2 + d) y1) (Hm : meas (s1_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 0 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c11_f1_a12 IH d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c11_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s1_c11_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c12_moves (c d : nat) : rmoves (s1_board 1 0 (2 + c) (2 + d)) = [E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 1 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 1 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_f1_a13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 0 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board 1 1 (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_f1_a13 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c12_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c13_moves (d : nat) : rmoves (s1_board 1 1 0 (2 + d)) = [E :: T :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (E :: T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] ([E; T; F; E]) [(1, 3 + d)]) (s6_board 0 (4 + d)) (Z.of_nat d + 3) _ (s6_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 3 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 0 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: repeat E (3 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([E; T; F; E]) [(1, 2)]) (s15_board 1 3) (2) _ (s15_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 2)]); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 1 3 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s15_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_f1_a14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3)%Z) (Hm : (meas (s1_board 1 1 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 1 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: T :: F :: repeat E (2 + d)) []) (s7_board (2 + d)) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 0 (2 + d) y1) (Hm : meas (s1_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 1 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c13_f1_a14 IH d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + d) = 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c13_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s1_c13_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c13_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s1_c13_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c14_moves (d : nat) : rmoves (s1_board 1 1 1 (2 + d)) = [E :: T :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: E :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: T :: F :: repeat E (3 + d)) []) (s7_board (3 + d)) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + d) y1); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_f1_a15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 1 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 1 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: T :: E :: F :: repeat E (2 + d)) []) (s8_board 2 1 (2 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: E :: F :: repeat E (2 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 1 (2 + d) y1) (Hm : meas (s1_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 1 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c14_f1_a15 IH d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c14_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s1_c14_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c15_moves (c d : nat) : rmoves (s1_board 1 1 (2 + c) (2 + d)) = [E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: E :: T :: T :: E :: F :: repeat E (3 + d)) []) (s8_board 2 1 (3 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: E :: F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 1 (3 + d) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) []) (s8_board 2 (2 + c) (3 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 (2 + c) (3 + d) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_f1_a16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []) (s8_board 2 (2 + c) (2 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c15_f1_a16 IH c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c15_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c15_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c15_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c15_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c16_moves (b d : nat) : rmoves (s1_board 1 (2 + b) 0 (2 + d)) = [E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 4)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] ([E; E; T; F]) [(1, 5 + d)]) (s9_board (5 + d)) (Z.of_nat d + 5) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 5 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 5))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) <= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; T; F]) [(1, 3 + d)]) (s14_board (3 + d)) (Z.of_nat d + 3) _ (s14_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 3 + d)]); [reflexivity | unfold s14_board; target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]) (s6_board (2 + b) (4 + d)) (Z.of_nat d + 3) _ (s6_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (2 + b) (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2)]) (s16_board 1 (2 + b) 3) (2) _ (s16_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2)]); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_int; zlia.
  - intros HT; apply (use16 IH 1 (2 + b) 3 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s16_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_f1_a17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (s1_board 1 (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) 0 (2 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]) (s6_board (3 + b) (2 + d)) (Z.of_nat d + 2) _ (s6_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (3 + b) (2 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_f1_a18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board 1 (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) 0 (2 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 1)]) (s16_board 1 (3 + b) 1) (1) _ (s16_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_int; zlia.
  - intros HT; apply (use16 IH 1 (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s16_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + d) = 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c16_f1_a17 IH b d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c16_f1_a18 IH b d y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) >= 4) \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) <= 3) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + d) = 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 4)%Z) by zlia. exact (s1_c16_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c16_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) <= 3)%Z) by zlia. exact (s1_c16_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c16_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c16_t1_a3 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c16_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c16_t1_a4 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c16_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c17_moves (b d : nat) : rmoves (s1_board 1 (2 + b) 1 (2 + d)) = [E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]) (s6_board (3 + b) (2 + d)) (Z.of_nat d + 2) _ (s6_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (3 + b) (2 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_f1_a19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 1 (3 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c17_f1_a19 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c17_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c17_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c18_moves (b c d : nat) : rmoves (s1_board 1 (2 + b) (2 + c) (2 + d)) = [E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 1 (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 1 (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_f1_a20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board 1 (3 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_f1_a20 IH b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c18_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c18_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c19_moves (a d : nat) : rmoves (s1_board (2 + a) 0 0 (2 + d)) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c19_f1_a21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (2 + a) 0 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 0 0 (2 + d))).
Proof.
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + d)]) (s10_board (2 + a) 1 (3 + d)) (Z.of_nat d + 3) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19_f1_a22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (2 + a) 0 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 0 0 (2 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + d)]) (s13_board (2 + a) (2 + d)) (Z.of_nat d + 2) _ (s13_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + d)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (2 + a) (2 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 0 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2) \/ (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c19_f1_a21 IH a d y1 Hw Hm Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c19_f1_a22 IH a d y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s1_c20_moves (a d : nat) : rmoves (s1_board (2 + a) 0 1 (2 + d)) = [repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + d)]) (s10_board (2 + a) 1 (3 + d)) (Z.of_nat d + 3) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + d)]) (s13_board (2 + a) (2 + d)) (Z.of_nat d + 2) _ (s13_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + d)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (2 + a) (2 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20_f1_a23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (2 + a) 0 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 0 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + d)) []) (s1_board (2 + a) 1 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_f1_a23 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c20_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c20_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c21_moves (a c d : nat) : rmoves (s1_board (2 + a) 0 (2 + c) (2 + d)) = [repeat E (2 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_f1_a24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board (2 + a) 1 (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_f1_a24 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c21_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c21_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c22_moves (a d : nat) : rmoves (s1_board (2 + a) 1 0 (2 + d)) = [repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 4 + d)]) (s10_board (2 + a) 0 (5 + d)) (Z.of_nat d + 4) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 4 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) 0 (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]) (s15_board (2 + a) (3 + d)) (Z.of_nat d + 2) _ (s15_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (2 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s15_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22_f1_a25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (2 + a) 1 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 1 0 (2 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s8_board (3 + a) 0 (3 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 1 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_f1_a25 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c22_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c22_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c23_moves (a d : nat) : rmoves (s1_board (2 + a) 1 1 (2 + d)) = [repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s8_board (3 + a) 0 (3 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) 0 (3 + d) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23_f1_a26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (2 + a) 1 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 1 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d)) []) (s8_board (3 + a) 1 (2 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_f1_a26 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c23_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c24_moves (a c d : nat) : rmoves (s1_board (2 + a) 1 (2 + c) (2 + d)) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (3 + d)) []) (s8_board (3 + a) 1 (3 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) 1 (3 + d) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) []) (s8_board (3 + a) (2 + c) (3 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) (2 + c) (3 + d) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24_f1_a27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []) (s8_board (3 + a) (2 + c) (2 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c24_f1_a27 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c24_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c24_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c24_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c24_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c25_moves (a b d : nat) : rmoves (s1_board (2 + a) (2 + b) 0 (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  do 3 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 6 + d)]) (s10_board (3 + a) 0 (6 + d)) (Z.of_nat d + 6) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 6)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 6 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (3 + a) 0 (6 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 6))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]) (s15_board (3 + a) (3 + d)) (Z.of_nat d + 3) _ (s15_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (3 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s15_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 4 + d)]) (s10_board (2 + a) (2 + b) (5 + d)) (Z.of_nat d + 4) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 4 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) (2 + b) (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s16_board (2 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s16_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_int; zlia.
  - intros HT; apply (use16 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s16_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25_f1_a28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 3 + d)]) (s10_board (2 + a) (3 + b) (3 + d)) (Z.of_nat d + 3) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) (3 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25_f1_a29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]) (s16_board (2 + a) (3 + b) (2 + d)) (Z.of_nat d + 2) _ (s16_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_int; zlia.
  - intros HT; apply (use16 IH (2 + a) (3 + b) (2 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s16_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2) \/ (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_f1_a28 IH a b d y1 Hw Hm Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_f1_a29 IH a b d y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c25_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c25_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_t1_a3 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c25_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_t1_a4 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c25_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c26_moves (a b d : nat) : rmoves (s1_board (2 + a) (2 + b) 1 (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 3 + d)]) (s10_board (2 + a) (3 + b) (3 + d)) (Z.of_nat d + 3) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) (3 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]) (s16_board (2 + a) (3 + b) (2 + d)) (Z.of_nat d + 2) _ (s16_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 2 + d)]); [reflexivity | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_int; zlia.
  - intros HT; apply (use16 IH (2 + a) (3 + b) (2 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s16_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c26_f1_a30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (2 + a) (3 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c26_f1_a30 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c26_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c26_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c26_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c26_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c27_moves (a b c d : nat) : rmoves (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c27_f1_a31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c27_f1_a31 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c27_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c27_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c27_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c27_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s1_c4 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c5 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c6 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c7 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c8 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c9 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s1_c10 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c11 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c12 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c13 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c14 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c15 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c16 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c17 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c18 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s1_c19 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c20 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c21 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c22 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c23 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c24 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c25 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c26 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c27 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves : rmoves (s2_board 1) = [[T; F; E; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 1)]) (s11_board) (0) _ (s11_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH y1); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s2_dom 1 y1) (Hm : meas (s2_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s2_board 1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s2_board 1)) in Hg. cbn [rights] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s2_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s2_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s2_c2_moves (a : nat) : rmoves (s2_board (2 + a)) = [T :: F :: repeat E (3 + a)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (T :: F :: repeat E (3 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: repeat E (3 + a))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 2 + a)]) (s11_board) (Z.of_nat a + 1) _ (s11_form (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 2 + a)] (3 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: repeat E (3 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: repeat E (3 + a))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 2 + a)]) (s12_board) (Z.of_nat a + 1) _ (s12_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 2 + a)] (3 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 1))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s2_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s2_board (2 + a))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: repeat E (2 + a)) []) (s6_board 0 (2 + a)) (0) _ (s6_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s2_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: repeat E (2 + a)) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 0 (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s2_dom (2 + a) y1) (Hm : meas (s2_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s2_board (2 + a))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s2_c2_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s2_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s2_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) - Z.of_nat y1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s2_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s2_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 2)%Z) by zlia. exact (s2_c2_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s2_c2_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s2_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C2 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s2_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s2_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s2_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s3_c1_moves (a : nat) : rmoves (s3_board (3 + a)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) >= 4)%Z) (Hm : (meas (s3_board (3 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s3_board (3 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 3 + a)]) (s12_board) (Z.of_nat a + 2) _ (s12_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 3)))).
  - unfold strip, s3_board; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 3 + a)] (4 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 3))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s3_dom (3 + a) y1) (Hm : meas (s3_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s3_board (3 + a))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) >= 4)%Z) by zlia. exact (s3_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s3_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s3_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C3 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s3_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s3_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s4_c1_moves (a : nat) : rmoves (s4_board (2 + a) 1) = [T :: repeat E (1 + a) ++ [F; E; E]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat E (1 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (1 + a) ++ [F; E; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([E; T; F; E; E]) []) (s6_board 0 2) (0) _ (s6_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; E]) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 0 2 y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat E (1 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (1 + a) ++ [F; E; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (1 + a) ++ [F; E; E]) []) (s6_board (1 + a) 2) (0) _ (s6_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + a) ++ [F; E; E]) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (1 + a) 2 y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s4_dom (2 + a) 1 y1) (Hm : meas (s4_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (2 + a) 1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s4_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s4_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s4_c2_moves (a b : nat) : rmoves (s4_board (2 + a) (2 + b)) = [T :: repeat E (1 + a) ++ F :: repeat E (3 + b)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3))%Z) (Hm : (meas (T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: T :: F :: repeat E (3 + b)) []) (s6_board 0 (3 + b)) (0) _ (s6_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 0 (3 + b) y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3))%Z) (Hm : (meas (T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s6_board (1 + a) (3 + b)) (0) _ (s6_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (1 + a) (3 + b) y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 4))%Z) (Hm : (meas (s4_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s4_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) []) (s6_board (1 + a) (2 + b)) (0) _ (s6_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (1 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s4_dom (2 + a) (2 + b) y1) (Hm : meas (s4_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (2 + a) (2 + b))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + b) >= 4))%Z) by zlia. exact (s4_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3))%Z) by zlia. exact (s4_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 3))%Z) by zlia. exact (s4_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s4_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s4_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s5_c1_moves (a b : nat) : rmoves (s5_board (2 + a) (2 + b)) = [E :: T :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: T :: E :: T :: F :: repeat E (3 + b)) []) (s1_board 1 1 0 (3 + b)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (3 + b) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s1_board 1 1 (1 + a) (3 + b)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + a) (3 + b) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s5_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s5_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) []) (s1_board 1 1 (1 + a) (2 + b)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s5_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s5_dom (2 + a) (2 + b) y1) (Hm : meas (s5_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s5_board (2 + a) (2 + b))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s5_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s5_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s5_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s5_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C5 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s5_dom in Hdom.
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
      exact (s5_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s6_c1_moves (b : nat) : rmoves (s6_board 0 (2 + b)) = [F :: T :: repeat E (3 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: repeat E (3 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E]) [(1, 2 + b)]) (s12_board) (Z.of_nat b + 2) _ (s12_form (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1)] ([E]) [(1, 2 + b)] (3 + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (s6_board 0 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s6_board 0 (2 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2, 1)] ([]) [(1, 2 + b)]) (s11_board) (Z.of_nat b) _ (s11_form (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 1)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 2 + b)] (4 + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s6_board 0 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s6_board 0 (2 + b))).
Proof.
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2, 1)] ([]) [(1, 3 + b)]) (s12_board) (Z.of_nat b + 1) _ (s12_form (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 3 + b)] (5 + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s6_dom 0 (2 + b) y1) (Hm : meas (s6_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s6_board 0 (2 + b))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + b) - Z.of_nat y1 >= 3 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s6_c1_f1_a1 IH b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s6_c1_f1_a2 IH b y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s6_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2)%Z) by zlia. exact (s6_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s6_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s6_c2_moves (b : nat) : rmoves (s6_board 1 (2 + b)) = [E :: T :: F :: repeat E (3 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: repeat E (3 + b))).
Proof.
  apply (answer_board_L _ (strip [(2, 1)] ([]) [(1, 2 + b)]) (s11_board) (Z.of_nat b) _ (s11_form (Z.to_nat (- Z.of_nat b + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 2 + b)] (4 + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (- Z.of_nat b + Z.of_nat y1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: repeat E (3 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2, 1)] ([]) [(1, 3 + b)]) (s12_board) (Z.of_nat b + 1) _ (s12_form (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 3 + b)] (5 + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 1))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s6_board 1 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s6_board 1 (2 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: F :: repeat E (3 + b)) []) (s9_board (3 + b)) (0) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s6_dom 1 (2 + b) y1) (Hm : meas (s6_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s6_board 1 (2 + b))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s6_c2_f1_a3 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s6_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s6_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) - Z.of_nat y1 = 2) \/ (Z.of_nat (2 + b) - Z.of_nat y1 >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2)%Z) by zlia. exact (s6_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s6_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 3)%Z) by zlia. exact (s6_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s6_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s6_c3_moves (a b : nat) : rmoves (s6_board (2 + a) (2 + b)) = [E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: E :: T :: F :: repeat E (3 + b)) []) (s9_board (3 + b)) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + b) y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s10_board 2 (1 + a) (3 + b)) (0) _ (s10_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH 2 (1 + a) (3 + b) y1); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c3_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s6_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s6_board (2 + a) (2 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s10_board 2 (1 + a) (3 + b)) (0) _ (s10_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH 2 (1 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s6_dom (2 + a) (2 + b) y1) (Hm : meas (s6_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s6_board (2 + a) (2 + b))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s6_c3_f1_a4 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s6_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s6_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2)%Z) by zlia. exact (s6_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s6_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 2)%Z) by zlia. exact (s6_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s6_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      exact (s6_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s6_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s6_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s7_c1_moves (a : nat) : rmoves (s7_board (2 + a)) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (2 * Z.of_nat (2 + a) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 4)%Z) (Hm : (meas (s7_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s7_board (2 + a))).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] ([E; E; T; E; F]) [(1, 3 + a)]) (s10_board 2 1 (3 + a)) (Z.of_nat a + 3) _ (s10_form (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 4)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; E; F]) [(1, 3 + a)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH 2 1 (3 + a) (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 4))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (s7_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s7_board (2 + a))).
Proof.
  assert (a = 1) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([E; E; T; E; F]) [(1, 2)]) (s13_board 2 2) (2) _ (s13_form (Z.to_nat (- Z.of_nat y1 + 3)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH 2 2 (Z.to_nat (- Z.of_nat y1 + 3))); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s7_dom (2 + a) y1) (Hm : meas (s7_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s7_board (2 + a))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + a) >= 4) \/ (Z.of_nat (2 + a) = 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (2 * Z.of_nat (2 + a) - Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 4)%Z) by zlia. exact (s7_c1_f1_a1 IH a y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s7_c1_f1_a2 IH a y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s7_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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

Lemma s8_c1_moves (a c : nat) : rmoves (s8_board (2 + a) 0 (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s8_board (2 + a) 0 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s8_board (2 + a) 0 (2 + c))).
Proof.
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + c)]) (s10_board (2 + a) 1 (3 + c)) (Z.of_nat c + 3) _ (s10_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 4)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + c)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) 1 (3 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 4))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s8_board (2 + a) 0 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s8_board (2 + a) 0 (2 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + c)]) (s13_board (2 + a) (2 + c)) (Z.of_nat c + 2) _ (s13_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 3)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + c)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (2 + a) (2 + c) (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 3))); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s8_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s8_board (2 + a) 0 (2 + c))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2) \/ (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s8_c1_f1_a1 IH a c y1 Hw Hm Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s8_c1_f1_a2 IH a c y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s8_c2_moves (a c : nat) : rmoves (s8_board (2 + a) 1 (2 + c)) = [repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + c)]) (s10_board (2 + a) 1 (3 + c)) (Z.of_nat c + 3) _ (s10_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + c)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) 1 (3 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 3))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: F :: repeat E (3 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + c)]) (s13_board (2 + a) (2 + c)) (Z.of_nat c + 2) _ (s13_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2 + c)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (2 + a) (2 + c) (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2))); [unfold s13_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s8_board (2 + a) 1 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s8_board (2 + a) 1 (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) []) (s1_board (2 + a) 1 0 (2 + c)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s8_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s8_board (2 + a) 1 (2 + c))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s8_c2_f1_a3 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s8_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s8_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s8_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s8_c2_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s8_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s8_c3_moves (a b c : nat) : rmoves (s8_board (2 + a) (2 + b) (2 + c)) = [repeat E (2 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []) (s1_board (2 + a) 1 0 (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (3 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s1_board (2 + a) 1 (1 + b) (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + b) (3 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s8_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s8_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) []) (s1_board (2 + a) 1 (1 + b) (2 + c)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s8_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s8_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s8_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s8_c3_f1_a4 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s8_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s8_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s8_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s8_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s8_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

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
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
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
        exact (s8_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s8_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s8_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s9_c1_moves (a : nat) : rmoves (s9_board (3 + a)) = [E :: F :: T :: repeat E (4 + a)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: F :: T :: repeat E (4 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: F :: T :: repeat E (4 + a))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([E]) [(1, 3 + a)]) (s12_board) (Z.of_nat a + 2) _ (s12_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 3 + a)] (5 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) >= 4)%Z) (Hm : (meas (s9_board (3 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s9_board (3 + a))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(3, 1)] ([]) [(1, 3 + a)]) (s11_board) (Z.of_nat a) _ (s11_form (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 1)))).
  - unfold strip, s9_board; tf_in.
  - apply (tf_norm_by_blank _ [(3, 1)] ([]) [(1, 3 + a)] (6 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 4 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s9_board (3 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s9_board (3 + a))).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(3, 1)] ([]) [(1, 4 + a)]) (s12_board) (Z.of_nat a + 1) _ (s12_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 2)))).
  - unfold strip, s9_board; tf_in.
  - apply (tf_norm_by_blank _ [(3, 1)] ([]) [(1, 4 + a)] (7 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s9_dom (3 + a) y1) (Hm : meas (s9_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s9_board (3 + a))).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (3 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) >= 4) \/ (Z.of_nat (3 + a) - Z.of_nat y1 >= 4 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) >= 4)%Z) by zlia. exact (s9_c1_f1_a1 IH a y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 4 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s9_c1_f1_a2 IH a y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s9_board (3 + a))) in Hg. cbn [rights] in Hg. rewrite s9_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 >= 3)%Z) by zlia. exact (s9_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s9_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s9_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C9 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s9_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s9_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s10_c1_moves (a c : nat) : rmoves (s10_board (2 + a) 0 (3 + c)) = [repeat E (1 + a) ++ F :: T :: repeat E (4 + c)].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (4 + c))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [(1, 1)] ([E]) [(1, 3 + c)]) (s12_board) (Z.of_nat c + 2) _ (s12_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 3 + c)] (5 + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (4 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2 + a, 1)] ([E]) [(1, 4 + c)]) (s12_board) (- Z.of_nat a + Z.of_nat c + 2) _ (s12_form (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 4 + c)] (7 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s10_board (2 + a) 0 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s10_board (2 + a) 0 (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s11_board) (- Z.of_nat a + Z.of_nat c) _ (s11_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1)))).
  - unfold strip, s10_board; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s10_board (2 + a) 0 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s10_board (2 + a) 0 (3 + c))).
Proof.
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 4 + c)]) (s12_board) (- Z.of_nat a + Z.of_nat c + 1) _ (s12_form (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip, s10_board; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 4 + c)] (7 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s10_dom (2 + a) 0 (3 + c) y1) (Hm : meas (s10_board (2 + a) 0 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s10_board (2 + a) 0 (3 + c))).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s10_c1_f1_a1 IH a c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s10_c1_f1_a2 IH a c y1 Hw Hm Hd Hr). }

  - intros go Hg. rewrite (tf_game_eq (s10_board (2 + a) 0 (3 + c))) in Hg. cbn [rights] in Hg. rewrite s10_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 3)%Z) by zlia. exact (s10_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s10_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s10_c1_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s10_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s10_c2_moves (a c : nat) : rmoves (s10_board (2 + a) 1 (3 + c)) = [repeat E (2 + a) ++ T :: F :: repeat E (4 + c)].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: repeat E (4 + c))).
Proof.
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s11_board) (- Z.of_nat a + Z.of_nat c) _ (s11_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: repeat E (4 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 4 + c)]) (s12_board) (- Z.of_nat a + Z.of_nat c + 1) _ (s12_form (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 4 + c)] (7 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 1))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s10_board (2 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s10_board (2 + a) 1 (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []) (s10_board (3 + a) 0 (4 + c)) (0) _ (s10_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s10_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (3 + a) 0 (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s10_dom (2 + a) 1 (3 + c) y1) (Hm : meas (s10_board (2 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s10_board (2 + a) 1 (3 + c))).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s10_c2_f1_a3 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s10_board (2 + a) 1 (3 + c))) in Hg. cbn [rights] in Hg. rewrite s10_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s10_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s10_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s10_c2_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s10_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s10_c3_moves (a b c : nat) : rmoves (s10_board (2 + a) (2 + b) (3 + c)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []) (s10_board (3 + a) 0 (4 + c)) (0) _ (s10_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (3 + a) 0 (4 + c) y1); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s10_board (3 + a) (1 + b) (4 + c)) (0) _ (s10_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (3 + a) (1 + b) (4 + c) y1); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c3_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s10_board (2 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s10_board (2 + a) (2 + b) (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s10_board (3 + a) (1 + b) (4 + c)) (0) _ (s10_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s10_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (3 + a) (1 + b) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s10_dom (2 + a) (2 + b) (3 + c) y1) (Hm : meas (s10_board (2 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s10_board (2 + a) (2 + b) (3 + c))).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s10_c3_f1_a4 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s10_board (2 + a) (2 + b) (3 + c))) in Hg. cbn [rights] in Hg. rewrite s10_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s10_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s10_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s10_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s10_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s10_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C10 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s10_dom in Hdom.
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
        do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s10_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s10_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s10_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s11_c1_moves : rmoves (s11_board) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s11_dom y1) (Hm : meas (s11_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s11_board)).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s11_board)) in Hg. cbn [rights] in Hg. rewrite s11_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s11_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C11 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s11_dom in Hdom.
  exact (s11_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s12_c1_moves : rmoves (s12_board) = [].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s12_dom y1) (Hm : meas (s12_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s12_board)).
Proof.
  unfold s12_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s12_board)) in Hg. cbn [rights] in Hg. rewrite s12_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s12_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C12 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s12_dom in Hdom.
  exact (s12_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s13_c1_moves : rmoves (s13_board 1 1) = [[E; T; F; E; E]].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [(2, 1)] ([]) [(1, 1)]) (s11_board) (-1) _ (s11_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 1)] 3); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s13_dom 1 1 y1) (Hm : meas (s13_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s13_board 1 1)).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s13_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s13_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s13_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s13_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s13_c2_moves (a : nat) : rmoves (s13_board (2 + a) 1) = [repeat E (2 + a) ++ [T; F; E; E]].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 1)]) (s11_board) (- Z.of_nat a - 2) _ (s11_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 1)] (4 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 2))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s13_dom (2 + a) 1 y1) (Hm : meas (s13_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s13_board (2 + a) 1)).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s13_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s13_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s13_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s13_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s13_c3_moves (a b : nat) : rmoves (s13_board (2 + a) (2 + b)) = [repeat E (2 + a) ++ T :: F :: repeat E (3 + b)].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: repeat E (3 + b))).
Proof.
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 2 + b)]) (s11_board) (- Z.of_nat a + Z.of_nat b - 1) _ (s11_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 2 + b)] (5 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s13_dom (2 + a) (2 + b) y1) (Hm : meas (s13_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s13_board (2 + a) (2 + b))).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s13_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s13_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s13_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s13_c3_moves a b) eq_refl Hm) Hd Hr). }

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
      exact (s13_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s13_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s13_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s14_c1_moves (a : nat) : rmoves (s14_board (2 + a)) = [E :: F :: T :: repeat E (3 + a)].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) + Z.of_nat y1 <= 5 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: F :: T :: repeat E (3 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat E (3 + a))).
Proof.
  apply (answer_form_L _ (s12_board) (Z.of_nat a + 2) _ (int ((- Z.of_nat y1) + 1)) (s12_form (1 + a + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 3 + a)] (4 + a)); [strip_eq | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (1 + a + y1)); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s14_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s14_dom (2 + a) y1) (Hm : meas (s14_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s14_board (2 + a))).
Proof.
  unfold s14_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s14_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s14_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) + Z.of_nat y1 <= 5 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s14_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s14_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s14_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C14 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s14_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s14_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s15_c1_moves : rmoves (s15_board 1 3) = [[F; T; E; E; E; E]].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; E; E])).
Proof.
  apply (answer_form_L _ (s12_board) (4) _ (int ((- Z.of_nat y1) + 1)) (s12_form (3 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 1)] ([]) [(1, 4)] 4); [strip_eq | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (3 + y1)); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s15_dom 1 3 y1) (Hm : meas (s15_board 1 3) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s15_board 1 3)).
Proof.
  unfold s15_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s15_board 1 3)) in Hg. cbn [rights] in Hg. rewrite s15_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s15_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s15_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s15_c2_moves (a b : nat) : rmoves (s15_board (2 + a) (2 + b)) = [repeat E (1 + a) ++ F :: T :: repeat E (3 + b)].
Proof. unfold s15_board. tf_options. Qed.
Lemma s15_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) <= 4)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + b))).
Proof.
  assert (a = 0) by zlia; subst a.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s12_board) (Z.of_nat b + 3) _ (int ((- Z.of_nat y1) + 1)) (s12_form (2 + b + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 4 + b)] (5 + b)); [strip_eq | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (2 + b + y1)); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 >= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s12_board) (- Z.of_nat a + Z.of_nat b + 1) _ (int ((- Z.of_nat y1) + 1)) (s12_form (Z.to_nat (- Z.of_nat a + Z.of_nat b + Z.of_nat y1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([]) [(1, 3 + b)] (5 + a + b)); [strip_eq | target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (Z.to_nat (- Z.of_nat a + Z.of_nat b + Z.of_nat y1))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s15_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s15_dom (2 + a) (2 + b) y1) (Hm : meas (s15_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s15_board (2 + a) (2 + b))).
Proof.
  unfold s15_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s15_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s15_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) <= 4)%Z) by zlia. exact (s15_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s15_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 >= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s15_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s15_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s15_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C15 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s15_dom in Hdom.
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
      assert (b = 1) by zlia; subst b.
  exact (s15_c1 IH y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s15_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s16_c1_moves (b : nat) : rmoves (s16_board 1 (2 + b) 1) = [E :: T :: repeat E (1 + b) ++ [F; E; E]].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; T; F; E; E]) []) (s14_board 2) (0) _ (s14_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E; E]) []); [reflexivity | unfold s14_board; target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH 2 y1); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s6_board (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s6_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E; E]) []); [strip_eq | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s16_dom 1 (2 + b) 1 y1) (Hm : meas (s16_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s16_board 1 (2 + b) 1)).
Proof.
  unfold s16_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s16_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s16_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s16_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s16_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s16_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s16_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s16_c2_moves (b : nat) : rmoves (s16_board 1 (2 + b) 3) = [E :: T :: repeat E (1 + b) ++ [F; E; E; E; E]].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ [F; E; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ [F; E; E; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; T; F; E; E; E; E]) []) (s14_board 4) (0) _ (s14_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E; E; E; E]) []); [reflexivity | unfold s14_board; target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH 4 y1); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ [F; E; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ [F; E; E; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s6_board (2 + b) 4) (0) _ (int ((- Z.of_nat y1) + 1)) (s6_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E; E; E; E]) []); [strip_eq | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (2 + b) 4 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s16_dom 1 (2 + b) 3 y1) (Hm : meas (s16_board 1 (2 + b) 3) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s16_board 1 (2 + b) 3)).
Proof.
  unfold s16_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s16_board 1 (2 + b) 3)) in Hg. cbn [rights] in Hg. rewrite s16_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s16_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s16_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s16_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s16_c2_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s16_c3_moves (a b : nat) : rmoves (s16_board (2 + a) (2 + b) 1) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F; E; E]) []) (s15_board (3 + a) 2) (0) _ (s15_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E; E]) []); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (3 + a) 2 y1); [unfold s15_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s16_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s16_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s16_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E; E]) []); [strip_eq | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_int; zlia.
  - intros HT; apply (use16 IH (2 + a) (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s16_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s16_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s16_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s16_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s16_board (2 + a) (2 + b) 1)).
Proof.
  unfold s16_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s16_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s16_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s16_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s16_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s16_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s16_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s16_c4_moves (a b c : nat) : rmoves (s16_board (2 + a) (2 + b) (2 + c)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s16_board. tf_options. Qed.
Lemma s16_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 3))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []) (s15_board (3 + a) (3 + c)) (0) _ (s15_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (3 + a) (3 + c) y1); [unfold s15_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s16_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s10_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s10_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ F :: repeat E (3 + c)) []); [strip_eq | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s16_c4_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 3))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s16_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s16_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ F :: repeat E (3 + c)) []); [strip_eq | unfold s16_board; target_board_eq | strip_offset].
  - unfold s16_form; apply form_int; zlia.
  - intros HT; apply (use16 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|Hw]; [unfold s16_dom; left; zlia | unfold s16_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s16_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s16_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s16_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s16_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s16_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s16_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s16_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1) \/ ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 3)))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia. exact (s16_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s16_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s16_c4_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s16_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia. exact (s16_c4_t1_a3 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s16_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s16_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C16 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s16_dom in Hdom.
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
        exact (s16_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        assert (c = 1) by zlia; subst c.
  exact (s16_c2 IH b y1 Hdom Hm Hd Hr).
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
        exact (s16_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s16_c4 IH a b c y1 Hdom Hm Hd Hr).
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
  apply Forall_cons; [exact (s9_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s10_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s11_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s12_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s13_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s14_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s15_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s16_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem lower (a b c d : nat) :
  (- Z.of_nat a - Z.of_nat b + Z.of_nat d >= 2)%Z -> le (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 2)) (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)).
Proof.
  intros Hw.
  apply (entry_L _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 2)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 2)) ltac:(unfold s1_dom; zlia) eq_refl eq_refl eq_refl).
Qed.
End Lower.

Module Upper.

(* s1: _^a T _^b T _^c F _^d <= y on (2d-a-y1==2 && d-a-b>=1 && b>=1 && c==0) || (c+2d-a-y1==2 && d-a-b>=2) *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((- Z.of_nat a + 2 * Z.of_nat d - Z.of_nat y1 = 2 /\ - Z.of_nat a - Z.of_nat b + Z.of_nat d >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 0) \/ (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - Z.of_nat y1 = 2 /\ - Z.of_nat a - Z.of_nat b + Z.of_nat d >= 2))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s1_board a b c d)) (s1_form y1).

(* s2: T F _^2 <= y on y1==1 *)
Definition s2_board : board := [T; F; E; E].
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (y1 : nat), s2_dom y1 -> meas (s2_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s2_board)) (s2_form y1).

(* s3: T F _^a <= y on a-y1==1 && a>=3 *)
Definition s3_board (a : nat) : board := T :: F :: repeat E a.
Definition s3_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s3_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat a >= 3))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a y1 : nat), s3_dom a y1 -> meas (s3_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s3_board a)) (s3_form y1).

(* s4: _ T^2 F _^a <= y on 2a-y1==3 *)
Definition s4_board (a : nat) : board := E :: T :: T :: F :: repeat E a.
Definition s4_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s4_dom (a y1 : nat) : Prop := ((2 * Z.of_nat a - Z.of_nat y1 = 3))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a y1 : nat), s4_dom a y1 -> meas (s4_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s4_board a)) (s4_form y1).

(* s5: T _ F _^a <= y on a-y1==1 && a>=2 *)
Definition s5_board (a : nat) : board := T :: E :: F :: repeat E a.
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a y1 : nat), s5_dom a y1 -> meas (s5_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s5_board a)) (s5_form y1).

(* s6: _ T^2 _^a F _^b <= y on a+2b-y1==3 && a>=1 && b>=4 *)
Definition s6_board (a b : nat) : board := E :: T :: T :: repeat E a ++ F :: repeat E b.
Definition s6_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s6_dom (a b y1 : nat) : Prop := ((Z.of_nat a + 2 * Z.of_nat b - Z.of_nat y1 = 3 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 4))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s6_dom a b y1 -> meas (s6_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s6_board a b)) (s6_form y1).

(* s7: T _^a F _^b <= y on a>=2 && b-y1==1 && b>=3 *)
Definition s7_board (a b : nat) : board := T :: repeat E a ++ F :: repeat E b.
Definition s7_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s7_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 3))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s7_dom a b y1 -> meas (s7_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s7_board a b)) (s7_form y1).

(* s8: _ T F _^a <= y on a-y1==2 *)
Definition s8_board (a : nat) : board := E :: T :: F :: repeat E a.
Definition s8_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s8_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 2))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a y1 : nat), s8_dom a y1 -> meas (s8_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s8_board a)) (s8_form y1).

(* s9: _^a T^2 F _^b <= y on 2b-a-y1==2 && a>=2 && b-a>=1 *)
Definition s9_board (a b : nat) : board := repeat E a ++ T :: T :: F :: repeat E b.
Definition s9_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s9_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + 2 * Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat b >= 1))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s9_dom a b y1 -> meas (s9_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s9_board a b)) (s9_form y1).

(* s10: _ T _^a F _^b <= y on (a==1 && b-y1==2 && b>=3) || (a>=2 && b-y1==2 && b>=4) *)
Definition s10_board (a b : nat) : board := E :: T :: repeat E a ++ F :: repeat E b.
Definition s10_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s10_dom (a b y1 : nat) : Prop := ((Z.of_nat a = 1 /\ Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat b >= 3) \/ (Z.of_nat a >= 2 /\ Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat b >= 4))%Z.
Definition C10 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s10_dom a b y1 -> meas (s10_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s10_board a b)) (s10_form y1).

(* s11: _^a T^2 _^b F _^c <= y on b+2c-a-y1==2 && a>=2 && c-a>=3 && b>=1 *)
Definition s11_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s11_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s11_dom (a b c y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat b + 2 * Z.of_nat c - Z.of_nat y1 = 2 /\ Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat c >= 3 /\ Z.of_nat b >= 1))%Z.
Definition C11 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s11_dom a b c y1 -> meas (s11_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s11_board a b c)) (s11_form y1).

(* s12: _^a T F _^b <= y on b-a-y1==1 && a>=2 *)
Definition s12_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s12_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s12_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2))%Z.
Definition C12 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s12_dom a b y1 -> meas (s12_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s12_board a b)) (s12_form y1).

(* s13: _^a T _^b F _^c <= y on (c-a-y1==1 && a>=2 && c-a>=2 && b==1) || (c-a-y1==1 && a>=2 && c-a>=3 && b>=2) *)
Definition s13_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s13_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s13_dom (a b c y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat c >= 2 /\ Z.of_nat b = 1) \/ (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat c >= 3 /\ Z.of_nat b >= 2))%Z.
Definition C13 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s13_dom a b c y1 -> meas (s13_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s13_board a b c)) (s13_form y1).

(* s14:  <= y on y1==0 *)
Definition s14_board : board := [].
Definition s14_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s14_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C14 (mm dd rr : nat) : Prop := forall (y1 : nat), s14_dom y1 -> meas (s14_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s14_board)) (s14_form y1).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr; C10 mm dd rr; C11 mm dd rr; C12 mm dd rr; C13 mm dd rr; C14 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s1_board a b c d)) (s1_form y1).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s2_dom y1 -> lex3 (meas (s2_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s2_board)) (s2_form y1).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s3_dom a y1 -> lex3 (meas (s3_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s3_board a)) (s3_form y1).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s4_dom a y1 -> lex3 (meas (s4_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s4_board a)) (s4_form y1).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s5_dom a y1 -> lex3 (meas (s5_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s5_board a)) (s5_form y1).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s6_dom a b y1 -> lex3 (meas (s6_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s6_board a b)) (s6_form y1).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s7_dom a b y1 -> lex3 (meas (s7_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s7_board a b)) (s7_form y1).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s8_dom a y1 -> lex3 (meas (s8_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s8_board a)) (s8_form y1).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s9_dom a b y1 -> lex3 (meas (s9_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s9_board a b)) (s9_form y1).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s10_dom a b y1 -> lex3 (meas (s10_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s10_board a b)) (s10_form y1).
Proof. intros H1 H2. exact (all_nth _ 9 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s11_dom a b c y1 -> lex3 (meas (s11_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s11_board a b c)) (s11_form y1).
Proof. intros H1 H2. exact (all_nth _ 10 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s12_dom a b y1 -> lex3 (meas (s12_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s12_board a b)) (s12_form y1).
Proof. intros H1 H2. exact (all_nth _ 11 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s13_dom a b c y1 -> lex3 (meas (s13_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s13_board a b c)) (s13_form y1).
Proof. intros H1 H2. exact (all_nth _ 12 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s14_dom y1 -> lex3 (meas (s14_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s14_board)) (s14_form y1).
Proof. intros H1 H2. exact (all_nth _ 13 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (d : nat) : lmoves (s1_board 0 0 0 (2 + d)) = [T :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] ([T; F; E]) [(1, 1)]) (s2_board) (1) _ (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E]) [(1, 1)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] ([T; F; E]) [(1, 2 + d)]) (s3_board (3 + d)) (Z.of_nat d + 2) _ (s3_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 0 0 (2 + d) y1) (Hm : meas (s1_board 0 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 0 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 0 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c1_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c1_t1_a2 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c2_moves (d : nat) : lmoves (s1_board 0 0 1 (2 + d)) = [T :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board 0 1 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 1 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 0 1 (2 + d) y1) (Hm : meas (s1_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 0 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 0 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c3_moves (c d : nat) : lmoves (s1_board 0 0 (2 + c) (2 + d)) = [T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 0 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 1 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 0 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 1 (1 + c) (3 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 0 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 0 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a2 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c3_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c4_moves (d : nat) : lmoves (s1_board 0 1 0 (2 + d)) = [E :: T :: T :: F :: repeat E (2 + d); T :: E :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s4_board (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] ([T; E; F; E]) [(1, 1)]) (s5_board 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] ([T; E; F; E]) [(1, 2 + d)]) (s5_board (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 1 0 (2 + d) y1) (Hm : meas (s1_board 0 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c4_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c4_t2_a2 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c5_moves (d : nat) : lmoves (s1_board 0 1 1 (3 + d)) = [E :: T :: T :: E :: F :: repeat E (3 + d); T :: E :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: T :: E :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: E :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: F :: repeat E (4 + d)) []) (s4_board (4 + d)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (4 + d) y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (T :: E :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board 0 2 0 (3 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat E (3 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 2 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 0 1 1 (3 + d) y1) (Hm : meas (s1_board 0 1 1 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 1 1 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 1 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c5_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c5_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c5_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c5_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c6_moves (c d : nat) : lmoves (s1_board 0 1 (2 + c) (3 + d)) = [E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d); T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s6_board (1 + c) (4 + d)) (0) _ (s6_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (1 + c) (4 + d) y1); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: E :: E :: T :: F :: repeat E (4 + d)) []) (s1_board 0 2 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 2 0 (4 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s1_board 0 2 (1 + c) (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 2 (1 + c) (4 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 0 1 (2 + c) (3 + d) y1) (Hm : meas (s1_board 0 1 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 1 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 1 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c6_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c6_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c6_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c7_moves (b d : nat) : lmoves (s1_board 0 (2 + b) 0 (3 + d)) = [E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d); T :: repeat E (3 + b) ++ F :: T :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_R _ (s1_board 1 1 0 (3 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (3 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_R _ (s1_board 1 (2 + b) 0 (4 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (4 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (2 + b) 0 (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ F :: T :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ F :: T :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s7_board (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s7_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) 0 (3 + d) y1) (Hm : meas (s1_board 0 (2 + b) 0 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 (2 + b) 0 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) 0 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c7_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c7_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c7_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c8_moves (b d : nat) : lmoves (s1_board 0 (2 + b) 1 (4 + d)) = [E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d); T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: F :: repeat E (5 + d)) []) (s1_board 1 1 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (5 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (6 + d)) []) (s1_board 1 (2 + b) 0 (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (2 + b) 0 (6 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board 0 (3 + b) 0 (4 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (4 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) 0 (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) 1 (4 + d) y1) (Hm : meas (s1_board 0 (2 + b) 1 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 (2 + b) 1 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) 1 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c8_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c8_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c8_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c8_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c9_moves (b c d : nat) : lmoves (s1_board 0 (2 + b) (2 + c) (4 + d)) = [E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d); T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board 1 1 (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + c) (5 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []) (s1_board 1 (2 + b) (1 + c) (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (2 + b) (1 + c) (6 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d)) []) (s1_board 0 (3 + b) 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) 0 (5 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board 0 (3 + b) (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 0 (3 + b) (1 + c) (5 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 0 (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s1_board 0 (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 0 (2 + b) (2 + c) (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 0 (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c9_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c9_t1_a2 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c9_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s1_c9_t2_a2 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c10_moves (d : nat) : lmoves (s1_board 1 0 0 (3 + d)) = [E :: T :: E :: F :: T :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: F :: T :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 2 + d)]) (s8_board (3 + d)) (Z.of_nat d + 2) _ (s8_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 0 0 (3 + d) y1) (Hm : meas (s1_board 1 0 0 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 0 0 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 0 0 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c10_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c10_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c11_moves (d : nat) : lmoves (s1_board 1 0 1 (3 + d)) = [E :: T :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board 1 1 0 (3 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (3 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 0 1 (3 + d) y1) (Hm : meas (s1_board 1 0 1 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 0 1 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 0 1 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c11_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c11_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c12_moves (c d : nat) : lmoves (s1_board 1 0 (2 + c) (3 + d)) = [E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: F :: repeat E (4 + d)) []) (s1_board 1 1 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (4 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []) (s1_board 1 1 (1 + c) (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + c) (4 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 1 0 (2 + c) (3 + d) y1) (Hm : meas (s1_board 1 0 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 0 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 0 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c12_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c12_t1_a2 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c12_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c13_moves (d : nat) : lmoves (s1_board 1 1 0 (3 + d)) = [E :: E :: T :: T :: F :: repeat E (3 + d); E :: T :: E :: E :: F :: T :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: E :: T :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s9_board 2 (3 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (3 + d)) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: E :: F :: T :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: F :: T :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; E; F; E]) [(1, 2 + d)]) (s10_board 1 (3 + d)) (Z.of_nat d + 2) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s10_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 0 (3 + d) y1) (Hm : meas (s1_board 1 1 0 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 0 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 0 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c13_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c13_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (3 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s1_c13_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c13_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c14_moves (d : nat) : lmoves (s1_board 1 1 1 (4 + d)) = [E :: E :: T :: T :: E :: F :: repeat E (4 + d); E :: T :: E :: E :: T :: F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: E :: T :: T :: E :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: E :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: T :: F :: repeat E (5 + d)) []) (s9_board 2 (5 + d)) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 (5 + d) y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: T :: E :: E :: T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board 1 2 0 (4 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: F :: repeat E (4 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 0 (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 1 (4 + d) y1) (Hm : meas (s1_board 1 1 1 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 1 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 1 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c14_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c14_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c14_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c14_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c15_moves (c d : nat) : lmoves (s1_board 1 1 (2 + c) (4 + d)) = [E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (4 + d); E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s11_board 2 (1 + c) (5 + d)) (0) _ (s11_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH 2 (1 + c) (5 + d) y1); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (E :: T :: E :: E :: T :: F :: repeat E (5 + d)) []) (s1_board 1 2 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 0 (5 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board 1 2 (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 (1 + c) (5 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 1 1 (2 + c) (4 + d) y1) (Hm : meas (s1_board 1 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 (2 + c) (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c15_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c15_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c15_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c15_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c15_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c15_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c16_moves (b d : nat) : lmoves (s1_board 1 (2 + b) 0 (4 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d); E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + d) >= 4)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_R _ (s1_board 2 1 0 (4 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: F :: repeat E (4 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 0 (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_R _ (s1_board 2 (2 + b) 0 (5 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (5 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]) (s10_board (2 + b) (4 + d)) (Z.of_nat d + 3) _ (s10_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + b) (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s10_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 0 (4 + d) y1) (Hm : meas (s1_board 1 (2 + b) 0 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) 0 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 0 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + d) >= 4)%Z) by zlia. exact (s1_c16_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c16_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c16_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c16_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c16_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c16_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c17_moves (b d : nat) : lmoves (s1_board 1 (2 + b) 1 (5 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (5 + d); E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (5 + d) >= 5)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: E :: T :: E :: T :: F :: repeat E (6 + d)) []) (s1_board 2 1 0 (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 0 (6 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (7 + d)) []) (s1_board 2 (2 + b) 0 (7 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (7 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (7 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board 1 (3 + b) 0 (5 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (5 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 1 (5 + d) y1) (Hm : meas (s1_board 1 (2 + b) 1 (5 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) 1 (5 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 1 (5 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (5 + d) >= 5)%Z) by zlia. exact (s1_c17_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c17_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c17_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c17_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c18_moves (b c d : nat) : lmoves (s1_board 1 (2 + b) (2 + c) (5 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (5 + d); E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (5 + d) >= 5)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []) (s1_board 2 1 (1 + c) (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 (1 + c) (6 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (7 + d)) []) (s1_board 2 (2 + b) (1 + c) (7 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (7 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) (1 + c) (7 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (6 + d)) []) (s1_board 1 (3 + b) 0 (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (6 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []) (s1_board 1 (3 + b) (1 + c) (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (1 + c) (6 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) (2 + c) (5 + d) y1) (Hm : meas (s1_board 1 (2 + b) (2 + c) (5 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) (2 + c) (5 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) (2 + c) (5 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (5 + d) >= 5)%Z) by zlia. exact (s1_c18_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c18_t1_a2 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + c) = 2 /\ 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c18_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c18_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s1_c18_t2_a2 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c18_moves b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c19_moves (a d : nat) : lmoves (s1_board (2 + a) 0 0 (4 + d)) = [repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 3 + d)]) (s12_board (2 + a) (4 + d)) (Z.of_nat d + 3) _ (s12_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 3 + d)]); [reflexivity | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (2 + a) (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 0 (4 + d) y1) (Hm : meas (s1_board (2 + a) 0 0 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 0 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 0 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c19_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c19_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c20_moves (a d : nat) : lmoves (s1_board (2 + a) 0 1 (4 + d)) = [repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board (2 + a) 1 0 (4 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (4 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 1 (4 + d) y1) (Hm : meas (s1_board (2 + a) 0 1 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 1 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 1 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c20_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c21_moves (a c d : nat) : lmoves (s1_board (2 + a) 0 (2 + c) (4 + d)) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + d)) []) (s1_board (2 + a) 1 0 (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (5 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []) (s1_board (2 + a) 1 (1 + c) (5 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + c) (5 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 (2 + c) (4 + d) y1) (Hm : meas (s1_board (2 + a) 0 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 (2 + c) (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (4 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s1_c21_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c21_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s1_c21_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c21_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c22_moves (a d : nat) : lmoves (s1_board (2 + a) 1 0 (4 + d)) = [repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d); repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s9_board (3 + a) (4 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (4 + d)) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 3 + d)]) (s13_board (2 + a) 1 (4 + d)) (Z.of_nat d + 3) _ (s13_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 3 + d)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (2 + a) 1 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s13_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 (4 + d) y1) (Hm : meas (s1_board (2 + a) 1 0 (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 0 (4 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c22_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (4 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c22_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c23_moves (a d : nat) : lmoves (s1_board (2 + a) 1 1 (5 + d)) = [repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (5 + d); repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (5 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (6 + d)) []) (s9_board (3 + a) (6 + d)) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (6 + d)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) (6 + d) y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board (2 + a) 2 0 (5 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (5 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 1 (5 + d) y1) (Hm : meas (s1_board (2 + a) 1 1 (5 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 1 (5 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 1 (5 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c23_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c23_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c24_moves (a c d : nat) : lmoves (s1_board (2 + a) 1 (2 + c) (5 + d)) = [repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (5 + d); repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []) (s11_board (3 + a) (1 + c) (6 + d)) (0) _ (s11_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []); [reflexivity | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (3 + a) (1 + c) (6 + d) y1); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (5 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (6 + d)) []) (s1_board (2 + a) 2 0 (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 (6 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []) (s1_board (2 + a) 2 (1 + c) (6 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (1 + c) (6 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) (5 + d) y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) (5 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 (2 + c) (5 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) (5 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c24_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c24_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (5 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s1_c24_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c24_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s1_c24_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c24_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c25_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 0 (5 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (5 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (4 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_R _ (s1_board (3 + a) 1 0 (5 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (5 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (5 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (5 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_R _ (s1_board (3 + a) (2 + b) 0 (6 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (6 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 (6 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (4 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (4 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 4 + d)]) (s13_board (2 + a) (2 + b) (5 + d)) (Z.of_nat d + 4) _ (s13_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 4 + d)]); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (2 + a) (2 + b) (5 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s13_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 (5 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 (5 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 0 (5 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 (5 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + d) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c25_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c25_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (5 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c25_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c25_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c26_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 1 (6 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (6 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (6 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (6 + d) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (6 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (6 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (7 + d)) []) (s1_board (3 + a) 1 0 (7 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (7 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 (7 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (6 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (6 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (8 + d)) []) (s1_board (3 + a) (2 + b) 0 (8 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (8 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 (8 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (6 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (6 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board (2 + a) (3 + b) 0 (6 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (6 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (6 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 (6 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 (6 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 1 (6 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 (6 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (6 + d) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c26_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c26_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c26_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c26_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c26_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c26_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c27_moves (a b c d : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c) (6 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (6 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (6 + d) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (6 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (6 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (7 + d)) []) (s1_board (3 + a) 1 (1 + c) (7 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (7 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + c) (7 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (6 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (6 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (8 + d)) []) (s1_board (3 + a) (2 + b) (1 + c) (8 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (8 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) (1 + c) (8 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (6 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (7 + d)) []) (s1_board (2 + a) (3 + b) 0 (7 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (7 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (7 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c27_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (6 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (7 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (7 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (7 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (7 + d) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) (6 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) (6 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) (2 + c) (6 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) (6 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (6 + d) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c27_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c27_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s1_c27_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c27_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (6 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s1_c27_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c27_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (6 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (6 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s1_c27_t2_a2 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c27_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s1_c4 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c5 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c6 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c7 IH b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c8 IH b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c9 IH b c d y1 Hdom Hm Hd Hr).
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
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c10 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c11 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c12 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c13 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c14 IH d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c15 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c16 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 3 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c17 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 3 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c18 IH b c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c19 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c20 IH a d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c21 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
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
  exact (s1_c22 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 3 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c23 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 3 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c24 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 3 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c25 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 4 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c26 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 4 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s1_c27 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves : lmoves (s2_board) = [[E; F; T; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E]) [(1, 1)]) (s14_board) (1) _ (s14_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1)] ([E]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s2_dom y1) (Hm : meas (s2_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board)) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board)) in Hg. cbn [lefts] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s2_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C2 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s2_dom in Hdom.
  exact (s2_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s3_c1_moves (a : nat) : lmoves (s3_board (3 + a)) = [E :: F :: T :: repeat E (2 + a)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) >= 3)%Z) (Hm : (meas (E :: F :: T :: repeat E (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: repeat E (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E]) [(1, 2 + a)]) (s14_board) (Z.of_nat a + 2) _ (s14_form (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1)] ([E]) [(1, 2 + a)] (3 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 2))); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s3_dom (3 + a) y1) (Hm : meas (s3_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (3 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (3 + a))) in Hg. cbn [lefts] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) >= 3)%Z) by zlia. exact (s3_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a) eq_refl Hm) Hd Hr). }

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
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s3_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s4_c1_moves (a : nat) : lmoves (s4_board (2 + a)) = [E :: T :: E :: F :: T :: repeat E (1 + a)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: E :: F :: T :: repeat E (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: repeat E (1 + a))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 1)]) (s8_board 2) (1) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 1)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (2 * Z.of_nat (2 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (E :: T :: E :: F :: T :: repeat E (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: repeat E (1 + a))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 2 + a)]) (s8_board (3 + a)) (Z.of_nat a + 2) _ (s8_form (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 2 + a)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 2))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s4_dom (2 + a) y1) (Hm : meas (s4_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s4_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s4_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (2 * Z.of_nat (2 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s4_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s4_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s4_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C4 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s4_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s4_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s5_c1_moves (a : nat) : lmoves (s5_board (2 + a)) = [E :: T :: F :: repeat E (2 + a)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (E :: T :: F :: repeat E (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: F :: repeat E (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s8_board (2 + a)) (0) _ (int ((Z.of_nat y1) - 1)) (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: repeat E (2 + a)) []); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s5_dom (2 + a) y1) (Hm : meas (s5_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s5_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C5 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s5_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s5_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s6_c1_moves (b : nat) : lmoves (s6_board 1 (4 + b)) = [E :: T :: E :: T :: F :: repeat E (4 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (E :: T :: E :: T :: F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: F :: repeat E (4 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board 1 1 0 (4 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (4 + b)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s6_dom 1 (4 + b) y1) (Hm : meas (s6_board 1 (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s6_board 1 (4 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s6_board 1 (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ 2 * Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s6_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s6_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s6_c2_moves (a b : nat) : lmoves (s6_board (2 + a) (4 + b)) = [E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ 2 * Z.of_nat (4 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: F :: repeat E (5 + b)) []) (s1_board 1 1 0 (5 + b)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat E (5 + b)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 0 (5 + b) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + 2 * Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (5 + b)) []) (s1_board 1 1 (1 + a) (5 + b)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: T :: repeat E (1 + a) ++ F :: repeat E (5 + b)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 1 (1 + a) (5 + b) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s6_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s6_dom (2 + a) (4 + b) y1) (Hm : meas (s6_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s6_board (2 + a) (4 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s6_board (2 + a) (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s6_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ 2 * Z.of_nat (4 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s6_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s6_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + 2 * Z.of_nat (4 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s6_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s6_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s6_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s6_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s7_c1_moves (a b : nat) : lmoves (s7_board (2 + a) (3 + b)) = [E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: T :: F :: repeat E (4 + b)) []) (s8_board (4 + b)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: repeat E (4 + b)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (4 + b) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []) (s10_board (1 + a) (4 + b)) (0) _ (s10_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) []); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (1 + a) (4 + b) y1); [unfold s10_dom; assert (Hp : ((Z.of_nat (3 + a) = 3) \/ (Z.of_nat (3 + a) >= 4))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s7_dom (2 + a) (3 + b) y1) (Hm : meas (s7_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s7_board (2 + a) (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s7_board (2 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s7_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s7_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s7_c1_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s7_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s7_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C7 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s7_dom in Hdom.
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
  exact (s7_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s8_c1_moves (a : nat) : lmoves (s8_board (2 + a)) = [E :: E :: F :: T :: repeat E (1 + a)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: F :: T :: repeat E (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: T :: repeat E (1 + a))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [(1, 1)] ([E]) [(1, 1)]) (s14_board) (0) _ (s14_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 1)] 3); [reflexivity | target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH y1); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (E :: E :: F :: T :: repeat E (1 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: F :: T :: repeat E (1 + a))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(1, 1)] ([E]) [(1, 2 + a)]) (s14_board) (Z.of_nat a + 1) _ (s14_form (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 2 + a)] (4 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH (Z.to_nat (- Z.of_nat a + Z.of_nat y1 - 1))); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s8_dom (2 + a) y1) (Hm : meas (s8_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s8_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s8_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s8_c1_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s8_c1_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s8_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C8 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s8_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s8_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s9_c1_moves (a b : nat) : lmoves (s9_board (2 + a) (3 + b)) = [repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (2 + b)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + b) >= 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + b)]) (s12_board (2 + a) (3 + b)) (Z.of_nat b + 2) _ (s12_form (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + b)]); [reflexivity | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 2))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s9_dom (2 + a) (3 + b) y1) (Hm : meas (s9_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (2 + a) (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s9_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + b) >= 1)%Z) by zlia. exact (s9_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s9_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exfalso; zlia.
    }
    {
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
  exact (s9_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s10_c1_moves (b : nat) : lmoves (s10_board 1 (3 + b)) = [E :: E :: T :: F :: repeat E (3 + b)].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (E :: E :: T :: F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: F :: repeat E (3 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s12_board 2 (3 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s12_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (3 + b)) []); [strip_eq | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH 2 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s10_dom 1 (3 + b) y1) (Hm : meas (s10_board 1 (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s10_board 1 (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s10_board 1 (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s10_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s10_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s10_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s10_c2_moves (a b : nat) : lmoves (s10_board (2 + a) (4 + b)) = [E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: E :: T :: F :: repeat E (5 + b)) []) (s12_board 2 (5 + b)) (0) _ (s12_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (5 + b)) []); [reflexivity | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH 2 (5 + b) y1); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (4 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (5 + b)) []) (s13_board 2 (1 + a) (5 + b)) (0) _ (s13_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (5 + b)) []); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH 2 (1 + a) (5 + b) y1); [unfold s13_dom; assert (Hp : ((Z.of_nat (3 + a) = 3) \/ (Z.of_nat (3 + a) >= 4))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s10_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s10_dom (2 + a) (4 + b) y1) (Hm : meas (s10_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s10_board (2 + a) (4 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s10_board (2 + a) (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s10_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s10_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s10_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (4 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s10_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s10_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s10_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
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
  exact (s10_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s11_c1_moves (a c : nat) : lmoves (s11_board (2 + a) 1 (5 + c)) = [repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + c)].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board (2 + a) 1 0 (5 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (5 + c)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (5 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s11_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s11_dom (2 + a) 1 (5 + c) y1) (Hm : meas (s11_board (2 + a) 1 (5 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s11_board (2 + a) 1 (5 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s11_board (2 + a) 1 (5 + c))) in Hg. cbn [lefts] in Hg. rewrite s11_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + 2 * Z.of_nat (5 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s11_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s11_c1_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s11_c2_moves (a b c : nat) : lmoves (s11_board (2 + a) (2 + b) (5 + c)) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (5 + c)].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (5 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (5 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (6 + c)) []) (s1_board (2 + a) 1 0 (6 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (6 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (6 + c) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s11_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (5 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (5 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []) (s1_board (2 + a) 1 (1 + b) (6 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + b) (6 + c) y1); [unfold s1_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s11_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s11_dom (2 + a) (2 + b) (5 + c) y1) (Hm : meas (s11_board (2 + a) (2 + b) (5 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s11_board (2 + a) (2 + b) (5 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s11_board (2 + a) (2 + b) (5 + c))) in Hg. cbn [lefts] in Hg. rewrite s11_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (5 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s11_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s11_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (5 + c) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s11_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s11_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s11_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C11 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s11_dom in Hdom.
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
        do 3 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s11_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        do 3 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s11_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s12_c1_moves (a b : nat) : lmoves (s12_board (2 + a) (3 + b)) = [repeat E (3 + a) ++ F :: T :: repeat E (2 + b)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 2 + b)]) (s14_board) (- Z.of_nat a + Z.of_nat b) _ (s14_form (Z.to_nat (Z.of_nat a - Z.of_nat b + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 2 + b)] (5 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s14_form; apply form_int; zlia.
  - intros HT; apply (use14 IH (Z.to_nat (Z.of_nat a - Z.of_nat b + Z.of_nat y1))); [unfold s14_dom; zlia | unfold lex3; lia].
Qed.
Lemma s12_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s12_dom (2 + a) (3 + b) y1) (Hm : meas (s12_board (2 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s12_board (2 + a) (3 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s12_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s12_board (2 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s12_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s12_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s12_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s12_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s13_c1_moves (a c : nat) : lmoves (s13_board (2 + a) 1 (4 + c)) = [repeat E (3 + a) ++ T :: F :: repeat E (4 + c)].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: F :: repeat E (4 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s12_board (3 + a) (4 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s12_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [strip_eq | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (3 + a) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s13_dom (2 + a) 1 (4 + c) y1) (Hm : meas (s13_board (2 + a) 1 (4 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s13_board (2 + a) 1 (4 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s13_board (2 + a) 1 (4 + c))) in Hg. cbn [lefts] in Hg. rewrite s13_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s13_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s13_c1_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s13_c2_moves (a b c : nat) : lmoves (s13_board (2 + a) (2 + b) (5 + c)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (5 + c)].
Proof. unfold s13_board. tf_options. Qed.
Lemma s13_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (5 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (5 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (6 + c)) []) (s12_board (3 + a) (6 + c)) (0) _ (s12_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (6 + c)) []); [reflexivity | unfold s12_board; target_board_eq | strip_offset].
  - unfold s12_form; apply form_int; zlia.
  - intros HT; apply (use12 IH (3 + a) (6 + c) y1); [unfold s12_dom; zlia | unfold lex3; lia].
Qed.
Lemma s13_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (5 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (5 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []) (s13_board (3 + a) (1 + b) (6 + c)) (0) _ (s13_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []); [reflexivity | unfold s13_board; target_board_eq | strip_offset].
  - unfold s13_form; apply form_int; zlia.
  - intros HT; apply (use13 IH (3 + a) (1 + b) (6 + c) y1); [unfold s13_dom; assert (Hp : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s13_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s13_dom (2 + a) (2 + b) (5 + c) y1) (Hm : meas (s13_board (2 + a) (2 + b) (5 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s13_board (2 + a) (2 + b) (5 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s13_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s13_board (2 + a) (2 + b) (5 + c))) in Hg. cbn [lefts] in Hg. rewrite s13_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (5 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s13_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s13_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (5 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (5 + c) >= 3 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s13_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s13_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s13_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C13 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s13_dom in Hdom.
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
        do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s13_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        do 3 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s13_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s14_c1_moves : lmoves (s14_board) = [].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s14_dom y1) (Hm : meas (s14_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s14_board)) (int (Z.of_nat y1)).
Proof.
  unfold s14_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s14_board)) in Hg. cbn [lefts] in Hg. rewrite s14_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s14_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C14 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s14_dom in Hdom.
  exact (s14_c1 IH y1 Hdom Hm Hd Hr).
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
  apply Forall_cons; [exact (s9_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s10_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s11_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s12_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s13_holds mm dd rr IH)|].
  apply Forall_cons; [exact (s14_holds mm dd rr IH)|].
  apply Forall_nil.
Qed.

Theorem upper (a b c d : nat) :
  (- Z.of_nat a - Z.of_nat b + Z.of_nat d >= 2)%Z -> le (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)) (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 2)).
Proof.
  intros Hw.
  apply (entry_R _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 2)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 2)) ltac:(unfold s1_dom; right; zlia) eq_refl eq_refl eq_refl).
Qed.
End Upper.

Theorem claim_holds (a b c d : nat) :
  (- Z.of_nat a - Z.of_nat b + Z.of_nat d >= 2)%Z ->
  tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 2).
Proof.
  intros Hw. split; [exact (Upper.upper a b c d Hw) | exact (Lower.lower a b c d Hw)].
Qed.

Print Assumptions claim_holds.
